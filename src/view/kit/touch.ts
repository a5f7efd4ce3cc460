/** Minimum size of a touch target (CSS px), per the platform guidelines. */
export const TOUCH_TARGET = 44;
