/** Words of the pages that open a sealed (end-to-end encrypted) push: the secret link's page and /open. */
export const sealed = {
  revealTitle: 'A sealed secret for you',
  revealHeading: 'Someone sent you a sealed secret',
  revealNote:
    'It is encrypted end to end: it opens only in this browser, with the key in your secret link, which the server never sees. Opening it counts as a view.',
  openSecret: 'Open the secret',
  revealNoScript:
    "JavaScript is off, so this page cannot decrypt the secret. The button shows it sealed instead: to read it, paste it with your link's key into the /open page of any Secret Push server.",
  keyMissing:
    'This link has no key, so the secret cannot be opened. Ask the sender for the whole secret link, including the part after the # sign.',
  keyMalformed:
    'The key in this link is incomplete or damaged, so the secret cannot be opened. Ask the sender for the whole secret link again.',
  opening: 'Opening the secret…',
  extensionOpens: 'The Secret Push extension opens this secret in this page.',
  requestFailed: 'The server could not be reached. Check your connection and try again.',
  reasonBadKey:
    'That is not a valid key. Paste the whole secret link, or the 43 characters that follow k1= in it.',
  reasonWrongKey:
    'This key does not open the secret, or the secret has been damaged. Check that you have the whole link, exactly as it was sent.',
  reasonNotSealed: 'This is not a sealed secret: none of its lines starts with SP-SEALED-.',
  reasonFileNotSealed: 'This is not a sealed file.',
  reasonUnsupported:
    'This secret was sealed in a newer format than this page can open. Open it with an up-to-date Secret Push server or extension.',
  reasonTruncated: 'Part of the sealed secret is missing: it was cut short. Copy all of it again.',
  reasonFileTruncated: 'The file is incomplete: it ends before its last part. Download it again.',
  reasonReordered: 'The parts of this file are out of order, or some are missing, so it was refused.',
  fileNumber: 'File {number}',
  fileProgress: 'Decrypting: {percent}',
  fileSaved: 'Decrypted and saved to your downloads.',
  fileFailed:
    'The download failed. Try again; if its link has expired, open the secret link again for a new one (if views remain).',
  openTitle: 'Open a sealed secret',
  openIntro:
    'Paste a sealed secret and its secret link or key. It is decrypted here, in your browser: this page sends nothing to any server.',
  envelopeLabel: 'Sealed text',
  envelopeHint: 'The text shown in place of the secret, or at least its lines that start with SP-SEALED-.',
  keyLabel: 'Secret link or key',
  keyHint: "The whole secret link, the part from #k1= on, or the key's 43 characters.",
  filesLabel: 'Sealed files (optional)',
  filesHint: 'The files downloaded from the secret link, named 1.sealed, 2.sealed and so on.',
  openNoScript:
    'This page decrypts in your browser and needs JavaScript, which is off. Turn it on to open a sealed secret.',
  envelopeMissing: 'Paste the sealed text, or choose the sealed files.',
  keyNeeded: 'Paste the secret link or its key.',
  openedHeading: 'The opened secret',
};
