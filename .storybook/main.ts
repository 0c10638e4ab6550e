import path from "node:path";
import { fileURLToPath } from "node:url";

import tailwindcss from "@tailwindcss/vite";
import type { StorybookConfig } from "@storybook/react-vite";
import remarkGfm from "remark-gfm";
import { mergeConfig } from "vite";

import { clientOnlyBundle, workspaceAliases } from "../scripts/vite-shared.mjs";

const configDir = path.dirname(fileURLToPath(import.meta.url));

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
      // The root tsconfig lists no files (each workspace has its own); this one holds the sources
      // whose props the docs pages show.
      tsconfigPath: path.join(configDir, "tsconfig.json"),
      include: ["packages/ui/src/**/*.tsx", "packages/screens/src/**/*.tsx"],
      exclude: ["**/*.stories.tsx", "**/*.test.tsx"],
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Props of React's and Radix's own types are left out: the table shows what the component adds.
      propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
    },
  },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [tailwindcss(), clientOnlyBundle()],
      resolve: { alias: workspaceAliases },
    }),
};

export default config;
