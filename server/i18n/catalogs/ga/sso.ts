import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Sínigh isteach le {name}',
  signInWithProvider: 'Sínigh isteach le síniú isteach aonair',
  refusedTitle: 'Síniú isteach aonair',
  refusedHeading: 'Níl tú sínithe isteach',
  refusedDomain:
    'Ní féidir le seoltaí ag {domain} síniú isteach anseo. Sínigh isteach le cuntas de chuid d’eagraíochta, nó fiafraigh de riarthóir cé na seoltaí a bhfuil cead acu síniú isteach.',
  refusedUnverified:
    'Níor dheimhnigh do sholáthraí aitheantais do sheoladh ríomhphoist, mar sin ní féidir é a mheaitseáil le cuntas anseo. Deimhnigh an seoladh le do sholáthraí, agus ansin bain triail eile as.',
  refusedNoAccount: 'Níl aon chuntas anseo do {email}. Iarr ar riarthóir cuireadh a thabhairt duit.',
  refusedState:
    'Níor cuireadh tús leis an síniú isteach seo sa bhrabhsálaí seo, nó athraíodh a nasc ar an mbealach. Tosaigh arís ón leathanach síniú isteach.',
  refusedReplayed:
    'Úsáideadh an síniú isteach seo cheana. Mura bhfuil tú sínithe isteach, tosaigh arís ón leathanach síniú isteach.',
  refusedExpired:
    'Thóg an síniú isteach seo níos mó ná 10 nóiméad agus tá sé imithe in éag. Tosaigh arís ón leathanach síniú isteach.',
  refusedByProvider:
    'Níor shínigh do sholáthraí aitheantais isteach thú: cuireadh ar ceal é nó diúltaíodh dó ansin.',
  providerDown:
    'Ní féidir teacht ar do sholáthraí aitheantais faoi láthair. Bain triail eile as i gceann cúpla nóiméad; má leanann sé ar aghaidh, inis do riarthóir.',
  providerError:
    'Níorbh fhéidir an freagra ó do sholáthraí aitheantais a fhíorú, mar sin níor síníodh isteach thú. Bain triail eile as; má leanann sé ar aghaidh, inis do riarthóir.',
  backToSignIn: 'Ar ais chuig síniú isteach',
};
