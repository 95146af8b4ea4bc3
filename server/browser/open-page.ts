/** Not yet on any page. */
export function startOpenPage(): void {}
