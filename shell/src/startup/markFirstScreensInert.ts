/**
 * What the server drew (first screens, the header and footer) answers nothing until its application takes it over:
 * inert from the first script on, so a tap on a control that looks ready is not lost to one that is not wired yet.
 * The server leaves it usable for a page read without JavaScript, where its links simply load the next page.
 * (The class is FIRST_SCREEN_CLASS of @inercise/shared, written out: start.js must stay a few hundred bytes.)
 */
export function markFirstScreensInert(page: ParentNode = document): void {
  page.querySelectorAll<HTMLElement>('.first-screen').forEach((screen) => {
    // Set once: the page bundle runs this again after start.js, and setting the attribute anew makes the browser
    // work out the style of the whole screen again.
    if (!screen.hasAttribute('inert')) screen.setAttribute('inert', '');
  });
}
