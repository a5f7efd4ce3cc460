/** The game's typefaces (free fonts Debian and most systems have, then common fallbacks). */
export const UI_FONT = '"Liberation Sans", Arial, "DejaVu Sans", sans-serif';
export const TITLE_FONT = '"Liberation Serif", Georgia, "DejaVu Serif", serif';
