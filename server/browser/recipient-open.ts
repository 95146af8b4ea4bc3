/** Not yet on any page. */
export function startRecipientOpening(): void {}
