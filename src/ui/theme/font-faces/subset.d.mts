export function subsetFontCss(pkg: string, css: string): string;
export function servedPackages(fontsTs: string): string[];
export function readPackageCss(pkg: string): string;
