import js from "@eslint/js";
import pluginQuery from "@tanstack/eslint-plugin-query";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * react-router's Link carries framework-mode prefetching that a hash-routed build never runs but
 * every first visit would download (~2 KB gzip in the shell): the app's Link is the lean one.
 */
const ROUTER_LINK = {
  name: "react-router-dom",
  importNames: ["Link", "NavLink"],
  message:
    "use Link from @/shared/routing/Link (react-router's own adds ~2 KB gzip to every first visit)",
};

export default tseslint.config(
  {
    ignores: [
      "dist",
      "node_modules",
      "e2e/testnet",
      "src/locales",
      "bench",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs["flat/recommended"],
  jsxA11y.flatConfigs.recommended,
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      // one-way data flow: shared never imports a feature or the app (docs/contributing.md)
      "no-restricted-imports": ["error", { paths: [ROUTER_LINK] }],
    },
  },
  {
    files: ["src/shared/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [ROUTER_LINK],
          patterns: [
            {
              group: ["@/features/*", "@/app/*", "../../features/*", "../../app/*"],
              message: "shared must not import features or app",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ROUTER_LINK],
          patterns: [{ group: ["@/app/*"], message: "features must not import app" }],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs}", "e2e/**/*.{ts,mjs,js}", "*.config.{js,ts}", "*.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
