import path from "node:path";
import { fileURLToPath } from "node:url";

import type { ParserOptions } from "react-docgen-typescript";

const configDir = path.dirname(fileURLToPath(import.meta.url));

/** Where react-docgen-typescript reads the components from: the root tsconfig lists no files. */
export const docgenTsconfig = path.join(configDir, "tsconfig.json");

/**
 * How the docs pages read component props (Storybook's defaults, spelled out so that a test can
 * read the props the same way): React's and Radix's own props are left out, so a table shows
 * what a component adds, each with its JSDoc.
 */
export const docgenParserOptions = {
  shouldExtractLiteralValuesFromEnum: true,
  shouldRemoveUndefinedFromOptional: true,
  propFilter: (prop) => (prop.parent ? !/node_modules/.test(prop.parent.fileName) : true),
  savePropValueAsString: true,
} satisfies ParserOptions;
