import { siteConfig } from '../../../config/site-config';
import { sandboxFiles } from './sandbox-files';
import { codeSandboxFields, stackBlitzFields } from './sandbox-payloads';
import type { SandboxSource, SandboxTarget } from './sandbox-types';
import type { FormFields } from './sandbox-payloads';

/** Posts the fields as a form to a new tab, the way both services expect to receive projects. */
function postInNewTab(action: string, fields: FormFields): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

/** Opens one demo in StackBlitz or CodeSandbox. Loaded only when a reader asks for it. */
export function openSandbox(target: SandboxTarget, source: SandboxSource): void {
  const { files, mainFile } = sandboxFiles(source);
  if (target === 'codesandbox') {
    postInNewTab(siteConfig.codeSandboxUrl, codeSandboxFields(files, mainFile));
  } else {
    const description = `${source.name}: a demo from ${source.pageTitle} (${source.pageUrl})`;
    postInNewTab(
      `${siteConfig.stackBlitzUrl}?file=${encodeURIComponent(mainFile)}`,
      stackBlitzFields(files, `${source.name} - MUI X`, description),
    );
  }
}
