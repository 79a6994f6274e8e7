import type { Flow, FlowNode } from './sankey-layout';

// Visits to a project-management app's website in one week: where visitors came from,
// the page they landed on, and whether they signed up.
export const journeyNodes: FlowNode[] = [
  { id: 'search', label: 'Search', column: 0, color: '#42a5f5' },
  { id: 'social', label: 'Social media', column: 0, color: '#ec407a' },
  { id: 'newsletter', label: 'Newsletter', column: 0, color: '#ffa726' },
  { id: 'direct', label: 'Direct', column: 0, color: '#78909c' },
  { id: 'home', label: 'Home page', column: 1, color: '#5c6bc0' },
  { id: 'blog', label: 'Blog post', column: 1, color: '#26a69a' },
  { id: 'pricing', label: 'Pricing', column: 1, color: '#8d6e63' },
  { id: 'signed-up', label: 'Signed up', column: 2, color: '#43a047' },
  { id: 'left', label: 'Left', column: 2, color: '#bdbdbd' },
];

export const journeyFlows: Flow[] = [
  { source: 'search', target: 'home', value: 3200 },
  { source: 'search', target: 'blog', value: 4100 },
  { source: 'search', target: 'pricing', value: 900 },
  { source: 'social', target: 'home', value: 700 },
  { source: 'social', target: 'blog', value: 2300 },
  { source: 'newsletter', target: 'blog', value: 1100 },
  { source: 'newsletter', target: 'pricing', value: 600 },
  { source: 'direct', target: 'home', value: 2500 },
  { source: 'direct', target: 'pricing', value: 1300 },
  { source: 'home', target: 'signed-up', value: 610 },
  { source: 'home', target: 'left', value: 5790 },
  { source: 'blog', target: 'signed-up', value: 280 },
  { source: 'blog', target: 'left', value: 7220 },
  { source: 'pricing', target: 'signed-up', value: 520 },
  { source: 'pricing', target: 'left', value: 2280 },
];
