import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useStaticQuery } from 'gatsby';
import SettingsDrawer from '../../src/components/layout/SettingsDrawer';
import {
  ThemeProvider,
  useChangeTheme,
  useThemeDispatch,
  useThemeState,
} from '../../src/components/theme/ThemeProvider';
import { useLanguage } from '../../src/i18n/LanguageProvider';
import { renderWithProviders } from './support/render';
import { staticData } from './support/static-data';

beforeEach(() => {
  jest.mocked(useStaticQuery).mockReturnValue(staticData);
  window.matchMedia = jest
    .fn()
    .mockReturnValue({ matches: false, addEventListener: jest.fn(), removeEventListener: jest.fn() });
  window.localStorage.clear();
  document.documentElement.dir = 'ltr';
});

describe('ThemeProvider', () => {
  it('makes the theme hooks throw a sentence naming the missing provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useChangeTheme())).toThrow('Forgot to wrap component in `ThemeProvider`');
    expect(() => renderHook(() => useThemeDispatch())).toThrow('Forgot to wrap component in `ThemeProvider`');
    expect(() => renderHook(() => useThemeState())).toThrow('Forgot to wrap component in `ThemeProvider`');
    jest.mocked(console.error).mockRestore();
  });

  it('makes the language hook throw outside its provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useLanguage())).toThrow(/<LanguageProvider>/);
    jest.mocked(console.error).mockRestore();
  });

  it('flips the document direction when direction changes', async () => {
    const { result } = renderHook(() => ({ change: useChangeTheme(), state: useThemeState() }), {
      wrapper: ThemeProvider,
    });
    act(() => result.current.change({ direction: 'rtl' }));
    expect(result.current.state.direction).toBe('rtl');
    // The right-to-left style plugins load on first use.
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  });

  it('keeps the state object when a change repeats the current values', () => {
    const { result } = renderHook(() => ({ change: useChangeTheme(), state: useThemeState() }), {
      wrapper: ThemeProvider,
    });
    const before = result.current.state;
    act(() => result.current.change({ direction: 'ltr' }));
    expect(result.current.state).toBe(before);
  });
});

describe('SettingsDrawer', () => {
  it('switches mode, direction and density', async () => {
    const user = userEvent.setup();
    function Probe() {
      const { dense, direction } = useThemeState();
      return <output data-testid="state">{`${direction} ${dense ? 'dense' : 'normal'}`}</output>;
    }
    renderWithProviders(
      <>
        <SettingsDrawer open onClose={() => {}} />
        <Probe />
      </>,
    );
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'System' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Right to left' }));
    expect(screen.getByTestId('state')).toHaveTextContent('rtl normal');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('button', { name: 'Right to left' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('switch', { name: /Dense/ }));
    expect(screen.getByTestId('state')).toHaveTextContent('rtl dense');
    await user.click(screen.getByRole('button', { name: 'Dark' }));
    expect(window.localStorage.getItem('mui-mode')).toBe('dark');
    expect(document.documentElement.getAttribute('data-mui-color-scheme')).toBe('dark');
  });

  it('renders its labels in Chinese on Chinese pages', () => {
    renderWithProviders(<SettingsDrawer open onClose={() => {}} />, { lang: 'zh' });
    expect(screen.getByRole('dialog', { name: '设置' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '从右到左' })).toBeInTheDocument();
  });
});
