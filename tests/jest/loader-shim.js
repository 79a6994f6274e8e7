// Gatsby's runtime expects its loader; jsdom lacks TextEncoder (needed by @mui/x-internals).
const { TextEncoder, TextDecoder } = require('node:util');

global.___loader = { enqueue: () => {}, hovering: () => {} };
Object.assign(global, { TextEncoder, TextDecoder });
