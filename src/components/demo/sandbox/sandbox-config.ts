/** Where sandboxes are posted. Configurable so tests can point them at a loopback fake. */
export const sandboxConfig = {
  codeSandboxUrl: process.env.GATSBY_CODESANDBOX_URL || 'https://codesandbox.io/api/v1/sandboxes/define',
  stackBlitzUrl: process.env.GATSBY_STACKBLITZ_URL || 'https://stackblitz.com/run',
} as const;
