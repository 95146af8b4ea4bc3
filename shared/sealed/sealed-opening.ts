/** What the sealed page's script gets for its click: the envelope as stored, to open in the browser. */
export interface SealedOpening {
  payload: string;
  /** Each file as stored: its upload's name, its download link, and its size sealed, in bytes. */
  files: { name: string; url: string; size: number }[];
  /** What the link has left, worded as the secret page words it. */
  left: string;
  /** Whether this viewer may delete the push now, as the secret page would offer. */
  deletable: boolean;
}
