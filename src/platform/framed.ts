/** Whether the game runs in a frame of another page (a portal's), not as a page of its own. */
export function framed(): boolean {
  try {
    return window.top !== window.self;
  } catch {
    // A cross-origin parent may not even be compared: that is a frame.
    return true;
  }
}
