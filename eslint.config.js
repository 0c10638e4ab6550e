import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import storybook from "eslint-plugin-storybook";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Packages that presentational code must never reach for (conventions: screens stay pure). */
const appOnlyModules = [
  "react-redux",
  "react-router",
  "react-router-dom",
  "axios",
  "@reduxjs/toolkit",
  "redux-persist",
];
const message = (why) =>
  `${why} (see conventions: ui ← screens ← web, contracts ← stores ← web, contracts ← api).`;

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "storybook-static/**",
      "**/.turbo/**",
      "coverage/**",
      "data/**",
      "apps/api/drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.{tsx,jsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
  },
  {
    files: ["**/*.{tsx,jsx}"],
    ...jsxA11y.flatConfigs.strict,
  },
  ...storybook.configs["flat/recommended"],

  // No import circles: a module and what it imports never lead back to it (type imports count too,
  // since a type cycle is the same tangle for a reader).
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
      "import-x/ignore": ["node_modules"],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },

  // Import boundaries.
  {
    files: ["packages/ui/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@pkg/*", "@app/*"], message: message("@pkg/ui imports no other workspace package") },
            { group: appOnlyModules, message: message("@pkg/ui holds no app state, routing or HTTP") },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/screens/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@pkg/stores", "@pkg/stores/*", "@app/*"],
              message: message("screens get data by props, never from stores"),
            },
            {
              group: appOnlyModules,
              message: message("screens are pure: no redux, router or HTTP; take props and call callbacks"),
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/contracts/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@pkg/*", "@app/*", "react", "react-dom"],
              message: message("contracts depend on nothing but zod"),
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/stores/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@pkg/ui", "@pkg/screens", "@app/*", "react-router", "react-router-dom"],
              message: message("stores know contracts only"),
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/api/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@pkg/ui", "@pkg/screens", "@pkg/stores", "@app/web"],
              message: message("the API depends on contracts only"),
            },
          ],
        },
      ],
    },
  },
);
