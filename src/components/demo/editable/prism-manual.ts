// Prism highlights every `language-*` block of the page on its own when it loads, unless a
// `Prism.manual` flag exists first: the page's code is already highlighted, so it must not.
if (typeof window !== 'undefined') {
  Object.assign(window, { Prism: { manual: true, disableWorkerMessageHandler: true } });
}
export {};
