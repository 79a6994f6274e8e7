import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HeadProps } from 'gatsby';
import * as React from 'react';
import { PageHead } from '../components/seo/PageHead';
import type { SitePageContext } from '../lib/page-context';

/**
 * The playground: rendered outside the documentation theme provider (as in the reference), so components
 * appear with Material UI's default theme, unaffected by the site's dark mode or density.
 * Change this file to try something quickly; it is not linked from the navigation.
 */
export default function PlaygroundPage() {
  const [value, setValue] = React.useState(40);
  return (
    // Material UI's default theme is light, whatever the reader's colour mode: give it a light page.
    <main
      style={{
        minHeight: '100vh',
        padding: 32,
        background: '#fff',
        color: 'rgba(0, 0, 0, 0.87)',
        colorScheme: 'light',
      }}
    >
      <div style={{ maxWidth: 640, margin: '0 auto', fontFamily: 'system-ui, sans-serif' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Playground
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Components here use Material UI&apos;s default theme: no documentation theme, no dark mode, no density
          setting.
        </Typography>
        <Stack spacing={3}>
          <TextField label="Name" defaultValue="Ada" />
          <Slider
            value={value}
            onChange={(_event, next) => typeof next === 'number' && setValue(next)}
            aria-label="Volume"
          />
          <Button variant="contained" onClick={() => setValue(40)}>
            Reset slider ({value})
          </Button>
        </Stack>
      </div>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<object, SitePageContext>) {
  return (
    <PageHead
      title="Playground"
      description="A page for trying components with Material UI's default theme."
      lang={pageContext.lang}
      pathname={pageContext.pathname}
      productId={pageContext.productId}
      noIndex
    />
  );
}
