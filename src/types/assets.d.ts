declare module "*.woff2" {
  const url: string;
  export default url;
}

declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export = classes;
}
