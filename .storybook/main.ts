import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";
import remarkGfm from "remark-gfm";
import { mergeConfig } from "vite";

import { clientOnlyBundle, workspaceAliases } from "../scripts/vite-shared.mjs";
import { docgenParserOptions, docgenTsconfig } from "./docgen.ts";

const config: StorybookConfig = {
  stories: [
    "./introduction.mdx",
    "./flows/*.mdx",
    "../packages/ui/src/**/*.mdx",
    "../packages/ui/src/**/*.stories.@(ts|tsx)",
    "../packages/screens/src/**/*.stories.@(ts|tsx)",
  ],
  addons: [
    {
      name: "@storybook/addon-docs",
      // GitHub-flavoured Markdown in the docs pages: tables, task lists, strikethrough.
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    "@storybook/addon-a11y",
    "@storybook/addon-themes",
    "@storybook/addon-vitest",
  ],
  framework: {
    name: "@storybook/react-vite",
    options: {},
  },
  core: {
    disableTelemetry: true,
  },
  typescript: {
    reactDocgen: "react-docgen-typescript",
    reactDocgenTypescriptOptions: {
      ...docgenParserOptions,
      tsconfigPath: docgenTsconfig,
      include: ["packages/ui/src/**/*.tsx", "packages/screens/src/**/*.tsx"],
      exclude: ["**/*.stories.tsx", "**/*.test.tsx"],
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss(), clientOnlyBundle()],
      resolve: { alias: workspaceAliases },
    }),
};

export default config;
