import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Skrá viðbótina inn',
  authorizeQuestion: 'Leyfa Secret Push-viðbótinni í {name} að nota aðganginn þinn {email}?',
  authorizeWhat:
    'Hún fær lykil fyrir þennan vafra eingöngu, til að búa til, telja upp og ógilda sendingarnar þínar. Þú getur afturkallað hann hvenær sem er á API-lyklasíðunni.',
  authorizeOnlyIfYou: 'Leyfðu þetta aðeins ef þú varst rétt í þessu að velja „Skrá inn“ í viðbótinni.',
  allow: 'Leyfa',
  cancel: 'Hætta við',
  badRequestTitle: 'Ekki gild innskráningarbeiðni',
  badRequestText:
    'Innskráningarbeiðni viðbótarinnar er ófullgerð eða ógild, svo ekkert var sent til baka til hennar. Byrjaðu aftur í stillingum viðbótarinnar.',

  browsersHeading: 'Vafrar sem eru skráðir inn í viðbótina',
  browsersIntro:
    'Hver vafri þar sem þú skráðir þig inn í Secret Push-viðbótina er með eigin lykil. Afturkallaðu einn til að skrá þann vafra út: API-lykillinn þinn og hinir vafrarnir virka áfram.',
  browsersNone:
    'Enginn vafri er skráður inn. Veldu „Skrá inn“ í stillingum viðbótarinnar til að bæta einum við.',
  browserSignedIn: 'Skráður inn {time}',
  browserLastUsed: 'Síðast notaður {time}',
  browserNeverUsed: 'Aldrei notaður',
  revoke: 'Afturkalla',
  revokeLabel: 'Afturkalla lykil {name}',
  revoked: 'Lykill vafrans var afturkallaður: viðbótin þar er skráð út.',
  unknownBrowserTitle: 'Vafralykill fannst ekki',
  unknownBrowserText: 'Þú átt engan vafralykil með þetta auðkenni. Hann gæti þegar hafa verið afturkallaður.',
};
