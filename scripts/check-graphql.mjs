/**
 * Starts `gatsby develop` on 127.0.0.1, asks its GraphiQL endpoint for the data authors query
 * (navigation with its labels per language, products, languages, titles, API pages) and checks
 * the answer. Develop also generates the query types: they are written to a temporary file
 * (GATSBY_TYPES_OUTPUT_PATH) and compared with the committed src/gatsby-types.d.ts, which this
 * check never rewrites.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './lib/gatsby-serve.mjs';
import { loadTsData } from './lib/load-ts-data.mjs';
import { spawnGroup, stopGroup } from './lib/process-group.mjs';

const ROOT = path.resolve(new URL('..', import.meta.url).pathname);
const TYPES_FILE = path.join(ROOT, 'src/gatsby-types.d.ts');
const GENERATED_TYPES = '.cache/check-graphql/gatsby-types.d.ts';
const { API_COMPONENTS, API_INTERFACES } = await loadTsData(path.join(ROOT, 'content/api/api-list.ts'));
const { pageTitles } = await loadTsData(path.join(ROOT, 'content/navigation/page-titles.ts'));
const STARTUP_TIMEOUT_MS = 600_000;

const QUERY = /* GraphQL */ `
  {
    allNavPage(sort: { order: ASC }) {
      totalCount
      nodes {
        pathname
        labels {
          en
          zh
        }
        order
        external
        isGroup
        productId
        productCategoryId
      }
    }
    overview: navPage(pathname: { eq: "/x/introduction" }) {
      labels {
        en
        zh
      }
      productId
      next {
        pathname
      }
      product {
        name {
          en
        }
        versions {
          text
          href
          current
        }
      }
    }
    allProduct {
      nodes {
        id
        name {
          en
          zh
        }
        metadata
        versions {
          text
          href
          current
        }
      }
    }
    treeView: product(id: { eq: "x-tree-view" }) {
      name {
        en
        zh
      }
      versions {
        href
      }
    }
    allLanguage {
      nodes {
        code
        prefix
      }
    }
    allPageTitle {
      totalCount
    }
    allApiComponent {
      totalCount
    }
    allApiInterface {
      totalCount
    }
    dataGrid: apiComponent(name: { eq: "DataGrid" }) {
      packageName
      version
      propCount
      props {
        name
      }
      muiName
      forwardsRef
      refElement
    }
    treeItem: apiComponent(name: { eq: "TreeItem" }) {
      productId
      pathname
    }
  }
`;

async function query(endpoint) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

function checkAnswer(data) {
  const nav = data.allNavPage;
  assert.ok(nav.totalCount > 1, 'allNavPage is empty');
  assert.deepEqual(
    nav.nodes.map((node) => node.order),
    nav.nodes.map((_, index) => index),
    'nav order is not 0..n-1',
  );
  assert.equal(
    nav.nodes[0].pathname,
    'https://mui.com/x/whats-new/',
    'the first entry is the external "What\'s new" link',
  );
  assert.equal(nav.nodes[0].external, true);
  assert.ok(nav.nodes.every((node) => node.productCategoryId === 'x'));
  assert.deepEqual(data.overview.labels, { en: 'Overview', zh: '概览' });
  const untranslated = nav.nodes.filter(
    (node) => node.labels.zh === node.labels.en && !/^\/x\/api\/.+\//.test(node.pathname),
  );
  assert.deepEqual(
    untranslated.map((node) => node.pathname),
    [],
    'navigation entries with an English label in Chinese',
  );
  assert.equal(data.overview.productId, 'introduction');
  assert.equal(data.overview.next.pathname, '/x/introduction/installation');
  assert.equal(data.overview.product.name.en, 'MUI X');
  assert.deepEqual(data.allProduct.nodes.map((product) => product.id).sort(), [
    'introduction',
    'x-charts',
    'x-data-grid',
    'x-date-pickers',
    'x-tree-view',
  ]);
  for (const product of data.allProduct.nodes) {
    assert.equal(product.versions[0].text, 'v8.2.0');
    assert.equal(product.versions[0].current, true);
  }
  assert.deepEqual(data.treeView.name, { en: 'Tree View', zh: '树视图' });
  assert.deepEqual(data.allLanguage.nodes.map((language) => language.code).sort(), ['en', 'zh']);
  assert.equal(data.allPageTitle.totalCount, pageTitles.length);
  assert.equal(data.allApiComponent.totalCount, API_COMPONENTS.length);
  assert.equal(data.allApiInterface.totalCount, API_INTERFACES.length);
  assert.equal(data.dataGrid.packageName, '@mui/x-data-grid');
  assert.equal(data.dataGrid.version, '8.2.0');
  assert.equal(data.dataGrid.propCount, data.dataGrid.props.length);
  assert.ok(
    data.dataGrid.props.some((prop) => prop.name === 'rows'),
    'DataGrid has a rows prop',
  );
  assert.equal(data.dataGrid.muiName, 'MuiDataGrid');
  assert.equal(data.dataGrid.forwardsRef, true);
  assert.equal(data.dataGrid.refElement, 'HTMLDivElement');
  assert.deepEqual(data.treeItem, { productId: 'x-tree-view', pathname: '/x/api/tree-view/tree-item' });
}

fs.rmSync(path.join(ROOT, GENERATED_TYPES), { force: true });
const port = await freePort();
const endpoint = `http://127.0.0.1:${port}/___graphql`;
let output = '';
const develop = spawnGroup(
  process.execPath,
  [path.join(ROOT, 'node_modules/gatsby/cli.js'), 'develop', '-H', '127.0.0.1', '-p', String(port)],
  {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', BROWSER: 'none', GATSBY_TYPES_OUTPUT_PATH: GENERATED_TYPES },
  },
);
develop.stdout.on('data', (chunk) => (output += chunk));
develop.stderr.on('data', (chunk) => (output += chunk));

let exitCode = 0;
try {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let data = null;
  while (!data) {
    if (develop.exitCode !== null) throw new Error(`gatsby develop exited with code ${develop.exitCode}`);
    if (Date.now() > deadline)
      throw new Error(`gatsby develop did not answer GraphQL within ${STARTUP_TIMEOUT_MS / 1000} s`);
    // The endpoint answers once bootstrap is done; typegen is written during bootstrap.
    if (/You can now view/.test(output)) {
      data = await query(endpoint);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  checkAnswer(data);
  console.log(
    `GraphiQL at ${endpoint}: ${data.allNavPage.totalCount} NavPage, ${data.allProduct.nodes.length} Product, ${data.allLanguage.nodes.length} Language, ${data.allPageTitle.totalCount} PageTitle, ${data.allApiComponent.totalCount} ApiComponent, ${data.allApiInterface.totalCount} ApiInterface nodes — as expected.`,
  );

  // Typegen runs once the queries are extracted, shortly after the server starts answering.
  while (!/success Generating GraphQL and TypeScript types/.test(output)) {
    if (Date.now() > deadline) throw new Error('gatsby develop did not generate the query types');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const generated = fs.readFileSync(path.join(ROOT, GENERATED_TYPES), 'utf8');
  const committed = fs.existsSync(TYPES_FILE) ? fs.readFileSync(TYPES_FILE, 'utf8') : null;
  if (generated !== committed) {
    console.error(
      `src/gatsby-types.d.ts does not match the queries and schema. The generated types are in ${GENERATED_TYPES}; run \`npm run develop\` to regenerate the committed file, review it and commit it.`,
    );
    exitCode = 1;
  } else {
    console.log('src/gatsby-types.d.ts matches the queries and schema.');
  }
} catch (error) {
  console.error(`${error.message}\n--- gatsby develop output ---\n${output.slice(-4000)}`);
  exitCode = 1;
} finally {
  await stopGroup(develop);
}
process.exit(exitCode);
