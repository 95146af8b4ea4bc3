import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Skrá inn með {name}',
  signInWithProvider: 'Skrá inn með einfaldri innskráningu',
  refusedTitle: 'Einföld innskráning',
  refusedHeading: 'Innskráning tókst ekki',
  refusedDomain:
    'Netföng hjá {domain} geta ekki skráð sig inn hér. Skráðu þig inn með aðgangi á vegum fyrirtækisins þíns eða spurðu kerfisstjóra hvaða netföng mega skrá sig inn.',
  refusedUnverified:
    'Auðkennisveitan þín staðfesti ekki netfangið þitt, svo ekki er hægt að tengja það við aðgang hér. Staðfestu netfangið hjá auðkennisveitunni og reyndu svo aftur.',
  refusedNoAccount: 'Enginn aðgangur er til hér fyrir {email}. Biddu kerfisstjóra um að bjóða þér.',
  refusedState:
    'Þessi innskráning var ekki hafin í þessum vafra, eða tenglinum hennar var breytt á leiðinni. Byrjaðu aftur á innskráningarsíðunni.',
  refusedReplayed:
    'Þessi innskráning hefur þegar verið notuð. Ef innskráningin tókst ekki skaltu byrja aftur á innskráningarsíðunni.',
  refusedExpired:
    'Þessi innskráning tók lengur en 10 mínútur og er runnin út. Byrjaðu aftur á innskráningarsíðunni.',
  refusedByProvider:
    'Auðkennisveitan þín skráði þig ekki inn: hætt var við innskráninguna eða henni hafnað þar.',
  providerDown:
    'Ekki næst samband við auðkennisveituna þína í augnablikinu. Reyndu aftur eftir nokkrar mínútur; ef þetta heldur áfram skaltu láta kerfisstjóra vita.',
  providerError:
    'Ekki tókst að staðfesta svarið frá auðkennisveitunni þinni, svo innskráningin tókst ekki. Reyndu aftur; ef þetta heldur áfram skaltu láta kerfisstjóra vita.',
  backToSignIn: 'Aftur í innskráningu',
};
