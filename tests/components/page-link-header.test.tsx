import { screen, within } from '@testing-library/react';
import { PageLinkHeader } from '../../src/components/page/PageLinkHeader';
import { siteConfig } from '../../src/config/site-config';
import { renderWithProviders } from './support/render';

const WAI_ARIA = 'https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/examples/datepicker-dialog/';
const MATERIAL_DESIGN = 'https://m2.material.io/components/date-pickers';

describe('PageLinkHeader', () => {
  it("links to the label's issues and the design references, each opening safely in a new tab", () => {
    renderWithProviders(
      <PageLinkHeader githubLabel="component: DatePicker" waiAria={WAI_ARIA} materialDesign={MATERIAL_DESIGN} />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${siteConfig.sourceRepository}/labels/component%3A%20DatePicker`,
      WAI_ARIA,
      MATERIAL_DESIGN,
    ]);
    expect(links.map((link) => link.textContent)).toEqual([
      'Feedback (opens in a new tab)',
      'WAI-ARIA (opens in a new tab)',
      'Material Design (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('encodes every reserved character of the label into one path segment', () => {
    renderWithProviders(<PageLinkHeader githubLabel="scope: a/b #1 & ?x" waiAria={null} materialDesign={null} />);
    expect(screen.getByRole('link', { name: /Feedback/ })).toHaveAttribute(
      'href',
      `${siteConfig.sourceRepository}/labels/scope%3A%20a%2Fb%20%231%20%26%20%3Fx`,
    );
  });

  it('shows only the links whose keys the page has', () => {
    renderWithProviders(<PageLinkHeader githubLabel={null} waiAria={WAI_ARIA} materialDesign={null} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /WAI-ARIA/ })).toHaveAttribute('href', WAI_ARIA);
  });

  it('renders nothing without any of the keys', () => {
    const { container } = renderWithProviders(
      <PageLinkHeader githubLabel={null} waiAria={null} materialDesign={null} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('labels the links in Chinese on Chinese pages', () => {
    renderWithProviders(<PageLinkHeader githubLabel="component: pickers" waiAria={null} materialDesign={null} />, {
      lang: 'zh',
    });
    const list = screen.getByRole('list');
    expect(list).toHaveAttribute('lang', 'zh-CN');
    expect(within(list).getByRole('link')).toHaveTextContent('反馈 （在新标签页中打开）');
  });
});
