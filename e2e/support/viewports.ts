/** The two widths every journey of the public site is checked at. */
export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 375, height: 812 };
