// Subpath entries of @docsearch/react 3.9.0 that the ejected SearchBar imports
// lazily; the package ships no declarations for them.
declare module '@docsearch/react/modal' {
  export * from '@docsearch/react';
}
declare module '@docsearch/react/style';
