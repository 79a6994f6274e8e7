/**
 * The documentation theme's state and its three actions (set dense, reset density, change mode or direction). A change equal to the
 * current state returns the same object, so consumers do not re-render for nothing.
 */
export type Direction = 'ltr' | 'rtl';
export type PaletteMode = 'light' | 'dark';

export interface ThemeState {
  dense: boolean;
  direction: Direction;
  paletteMode: PaletteMode;
}

export type ThemeAction =
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeState, 'direction' | 'paletteMode'>> };

export const INITIAL_THEME_STATE: ThemeState = { dense: false, direction: 'ltr', paletteMode: 'light' };

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense === INITIAL_THEME_STATE.dense ? state : { ...state, dense: INITIAL_THEME_STATE.dense };
    case 'CHANGE': {
      const paletteMode = action.payload.paletteMode ?? state.paletteMode;
      const direction = action.payload.direction ?? state.direction;
      if (paletteMode === state.paletteMode && direction === state.direction) {
        return state;
      }
      return { ...state, paletteMode, direction };
    }
    default:
      throw new Error(`Unrecognized theme action type "${(action as { type: unknown }).type}".`);
  }
}
