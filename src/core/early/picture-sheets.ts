/**
 * Style rules added at run time (the start picture's, the user's custom CSS) as constructed
 * stylesheets: CSSOM, which a Content-Security-Policy without `'unsafe-inline'` in `style-src`
 * allows, where it blocks a `<style>` element's text. A browser without constructed sheets gets
 * a `<style>` element in `parent` instead (blocked there by such a policy: the page then lacks
 * only those rules).
 */

/** Adds `css` to `doc`; returns what removes it again. */
export function addSheet(doc: Document, css: string, parent: ParentNode, prepend = false): () => void {
  if (Array.isArray((doc as Partial<Document>).adoptedStyleSheets)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    return () => (doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((s) => s !== sheet));
  }
  const style = doc.createElement('style');
  style.textContent = css;
  parent[prepend ? 'prepend' : 'append'](style);
  return () => style.remove();
}

/** Runs the removals the start picture's sheets left on the early global (the picture is gone). */
export function dropSheets(removals: Array<() => void> | undefined): void {
  for (const remove of removals?.splice(0) ?? []) remove();
}
