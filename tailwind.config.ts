import type { Config } from "tailwindcss";

/**
 * Tailwind v4 reads its theme from src/app/styles.css (@theme); this file is loaded there with
 * `@config` and only says where classes live and how dark mode is switched (class on <html>).
 */
export default {
  content: ["./index.html", "./src/**/*.{ts,tsx}"],
  darkMode: "class",
} satisfies Config;
