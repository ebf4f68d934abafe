// A webpack loader for react-router's production chunk in browser builds (docs/decisions/0045-first-view-script.md,
// addendum "the router's unused parts"). The shop takes ten names from the router (shared/src/router/router.ts), but
// the chunk's `NavLink.displayName = "NavLink"`-style statements, each a use of its component, and its components
// made by `React.forwardRef(...)` calls the minifier cannot know to be free of effects, keep every component in the
// page's script: NavLink, Form, the fetchers' form, the submit hooks and what they call. Without those statements,
// and with the calls marked pure, the minifier drops what nothing imports. The names only label components in React's
// developer tools, which production builds are not inspected with; what the shop uses behaves the same.

/** The chunk's own statements, one a line at the start of the line, as react-router's build writes them. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[\w.]+";$/gm;
const PURE_CALL = /= (React\d*)\.(forwardRef|createContext)\(/g;

/** @param {string} source */
function withoutUnusedParts(source) {
  return source.replace(DISPLAY_NAME, '').replace(PURE_CALL, '= /* @__PURE__ */ $1.$2(');
}

/** @param {string} source */
module.exports = function reactRouterUnusedParts(source) {
  return withoutUnusedParts(source);
};
module.exports.withoutUnusedParts = withoutUnusedParts;
