/**
 * `npm run bench -w @pkg/ui`: what a consumer pays, gzipped, for importing only Button, only
 * Dialog, the whole package, and the precompiled stylesheet. React is the consumer's own and is
 * left out of every figure.
 */
const react = ["react", "react-dom"];

export default [
  { name: "Button only", path: "dist/index.js", import: "{ Button }", ignore: react, gzip: true },
  // Every component merges its classes through cn() (clsx + tailwind-merge, per the conventions):
  // this is the part of each figure that no single component can give up.
  { name: "cn() alone", path: "dist/index.js", import: "{ cn }", ignore: react, gzip: true },
  {
    name: "Dialog only",
    path: "dist/index.js",
    import: "{ Dialog, DialogContent, DialogTitle, DialogTrigger }",
    ignore: react,
    gzip: true,
  },
  { name: "The whole package", path: "dist/index.js", import: "*", ignore: react, gzip: true },
  {
    name: "Precompiled styles.css (without fonts)",
    path: "dist/styles.css",
    gzip: true,
    // The stylesheet points at the bundled font files; they are fetched only for the glyph ranges a
    // page uses, so they are not part of this figure.
    modifyEsbuildConfig: (config) => ({ ...config, loader: { ...config.loader, ".woff2": "empty" } }),
  },
];
