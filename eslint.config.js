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
  message: "use Link from @/shared/routing/Link (react-router's own adds ~2 KB gzip to every first visit)",
};

/**
 * The explorer only reads: the production build gives React Query's client a mutation cache without
 * mutations (`readOnlyQueryClient` in vite.config.ts, ~1 KB gzip less in every first visit), so
 * nothing in the app may build a mutation; nor an infinite query (its queries have no infinite
 * behaviour in the build either, ~0.4 KB).
 */
const QUERY_MUTATIONS = {
  name: "@tanstack/react-query",
  // the hydration helpers restore mutations too
  importNames: [
    "useMutation", "useMutationState", "useIsMutating", "MutationObserver", "MutationCache", "mutationOptions", "HydrationBoundary", "hydrate", "dehydrate",
    // it pages its lists by number, and the build gives queries no infinite behaviour either
    "useInfiniteQuery", "useSuspenseInfiniteQuery", "usePrefetchInfiniteQuery", "infiniteQueryOptions", "InfiniteQueryObserver",
  ],
  message: "the explorer is read-only and pages by number: its build has no mutation cache and no infinite-query behaviour (readOnlyQueryClient in vite.config.ts)",
};

export default tseslint.config(
  { ignores: ["dist", "node_modules", "e2e/testnet", "src/locales", "bench", "test-results", "playwright-report"] },
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
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // one-way data flow: shared never imports a feature or the app (docs/contributing.md)
      "no-restricted-imports": ["error", { paths: [ROUTER_LINK, QUERY_MUTATIONS] }],
    },
  },
  {
    files: ["src/shared/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "no-restricted-imports": [
        "error",
        {
          paths: [ROUTER_LINK, QUERY_MUTATIONS],
          patterns: [{ group: ["@/features/*", "@/app/*", "../../features/*", "../../app/*"], message: "shared must not import features or app" }],
        },
      ],
    },
  },
  {
    files: ["src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [ROUTER_LINK, QUERY_MUTATIONS], patterns: [{ group: ["@/app/*"], message: "features must not import app" }] },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs}", "e2e/**/*.{ts,mjs,js}", "*.config.{js,ts}", "*.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
