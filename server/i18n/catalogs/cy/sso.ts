import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Mewngofnodi gyda {name}',
  signInWithProvider: 'Defnyddio mewngofnodi sengl',
  refusedTitle: 'Mewngofnodi sengl',
  refusedHeading: 'Nid ydych wedi mewngofnodi',
  refusedDomain:
    'Ni all cyfeiriadau yn {domain} fewngofnodi yma. Mewngofnodwch gyda chyfrif gan eich sefydliad, neu gofynnwch i weinyddwr pa gyfeiriadau sy’n cael mewngofnodi.',
  refusedUnverified:
    'Ni wnaeth eich darparwr hunaniaeth gadarnhau eich cyfeiriad e-bost, felly nid oes modd ei gysylltu â chyfrif yma. Cadarnhewch y cyfeiriad gyda’ch darparwr, yna rhowch gynnig arall arni.',
  refusedNoAccount: 'Nid oes cyfrif yma ar gyfer {email}. Gofynnwch i weinyddwr eich gwahodd.',
  refusedState:
    'Ni ddechreuwyd y mewngofnodi hwn yn y porwr hwn, neu newidiwyd ei ddolen ar y ffordd. Dechreuwch eto o’r dudalen fewngofnodi.',
  refusedReplayed:
    'Mae’r mewngofnodi hwn wedi’i ddefnyddio eisoes. Os nad ydych wedi mewngofnodi, dechreuwch eto o’r dudalen fewngofnodi.',
  refusedExpired:
    'Cymerodd y mewngofnodi hwn fwy na 10 munud ac mae wedi dod i ben. Dechreuwch eto o’r dudalen fewngofnodi.',
  refusedByProvider:
    'Ni wnaeth eich darparwr hunaniaeth eich mewngofnodi: cafodd ei ganslo neu ei wrthod yno.',
  providerDown:
    'Nid oes modd cyrraedd eich darparwr hunaniaeth ar hyn o bryd. Rhowch gynnig arall arni mewn ychydig funudau; os yw’n dal i ddigwydd, rhowch wybod i weinyddwr.',
  providerError:
    'Nid oedd modd dilysu’r ateb gan eich darparwr hunaniaeth, felly ni chawsoch eich mewngofnodi. Rhowch gynnig arall arni; os yw’n dal i ddigwydd, rhowch wybod i weinyddwr.',
  backToSignIn: 'Yn ôl i fewngofnodi',
};
