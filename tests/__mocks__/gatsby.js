// Gatsby's module for component tests: links render as anchors, queries are jest mocks
// that each test feeds.
const React = require('react');

const gatsby = jest.requireActual('gatsby');

// Props Gatsby's Link understands that an <a> must not receive.
const LINK_ONLY_PROPS = [
  'activeClassName',
  'activeStyle',
  'getProps',
  'innerRef',
  'partiallyActive',
  'replace',
  'state',
];

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: React.forwardRef(function Link({ to, ...props }, ref) {
    const anchorProps = Object.fromEntries(Object.entries(props).filter(([key]) => !LINK_ONLY_PROPS.includes(key)));
    return React.createElement('a', { ...anchorProps, ref, href: to });
  }),
  navigate: jest.fn(),
  StaticQuery: jest.fn(),
  useStaticQuery: jest.fn(),
  Slice: jest.fn(),
};
