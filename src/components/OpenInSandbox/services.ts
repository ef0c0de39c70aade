/** The online editors an example opens in, and how the page names them. */
export type Service = 'stackblitz' | 'codesandbox';

export const SERVICE_NAMES: Record<Service, string> = {
  stackblitz: 'StackBlitz',
  codesandbox: 'CodeSandbox',
};
