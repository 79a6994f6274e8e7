// CSS modules: Gatsby exports each class as a named export (kebab-case becomes camelCase).
declare module '*.module.css' {
  const classNames: { readonly [className: string]: string };
  export = classNames;
}
