/**
 * What the server drew (first screens, the header and footer) answers nothing until its application draws over it:
 * inert from the first script on, so a tap on a control that looks ready is not lost to one that is not wired yet.
 * The server leaves it usable for a page read without JavaScript, where its links simply load the next page.
 */
export function markFirstScreensInert(page: ParentNode = document): void {
  page.querySelectorAll<HTMLElement>('.first-screen').forEach((screen) => screen.setAttribute('inert', ''));
}
