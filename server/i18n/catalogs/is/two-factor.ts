import type { AreaMessages } from '../../catalog.ts';

export const twoFactor: AreaMessages<'twoFactor'> = {
  stepTitle: 'Tveggja þátta auðkenning',
  stepIntro: 'Sláðu inn sex stafa kóðann sem auðkenningarappið þitt sýnir fyrir þennan aðgang.',
  codeLabel: 'Kóði',
  stepBackupHint: 'Ertu ekki með símann við höndina? Sláðu þá inn einn af varakóðunum þínum.',
  verifyButton: 'Staðfesta og skrá inn',
  wrongCode:
    'Þessi kóði er ekki réttur eða hefur þegar verið notaður. Sláðu inn kóðann sem appið sýnir núna.',
  startOver: 'Skrá inn aftur',
  stepExpired: 'Innskráningin tók of langan tíma. Sláðu aftur inn netfangið þitt og lykilorð.',
  sectionHeading: 'Tveggja þátta auðkenning',
  offText:
    'Verndaðu aðganginn þinn með öðru skrefi við innskráningu: á eftir lykilorðinu, kóða úr auðkenningarappi í símanum þínum.',
  setUpLink: 'Setja upp tveggja þátta auðkenningu',
  onText: 'Virk frá {date}. Við innskráningu er beðið um kóða úr auðkenningarappinu á eftir lykilorðinu.',
  backupLeft: {
    one: '{count} ónotaður varakóði eftir.',
    other: '{count} ónotaðir varakóðar eftir.',
  },
  ssoOnly:
    'Þú skráir þig inn með einfaldri innskráningu: eigin varnir auðkennisveitunnar vernda aðganginn þinn.',
  setupTitle: 'Setja upp tveggja þátta auðkenningu',
  setupText:
    'Þú þarft auðkenningarapp í símanum. Sláðu fyrst inn lykilorðið þitt til að staðfesta að þetta sért þú.',
  required: 'Þessi þjónn krefst tveggja þátta auðkenningar. Settu hana upp til að halda áfram.',
  continueButton: 'Halda áfram',
  backToAccount: 'Aftur í aðganginn þinn',
  scanText: 'Skannaðu þennan QR-kóða með auðkenningarappinu þínu.',
  qrLabel: 'QR-kóði til að bæta þessum aðgangi við auðkenningarapp',
  typeInstead: 'Geturðu ekki skannað hann? Sláðu þá þennan lykil inn í appið:',
  confirmLabel: 'Sláðu síðan inn sex stafa kóðann sem appið sýnir',
  confirmButton: 'Kveikja á tveggja þátta auðkenningu',
  wrongSetupCode:
    'Þessi kóði passar ekki. Athugaðu hvort klukkan í símanum sé rétt og sláðu svo inn kóðann sem appið sýnir núna.',
  cancelSetup: 'Hætta við',
  codesTitle: 'Varakóðarnir þínir',
  turnedOn: 'Kveikt er á tveggja þátta auðkenningu.',
  codesReplaced: 'Nýju varakóðarnir þínir eru tilbúnir. Þeir fyrri virka ekki lengur.',
  codesText:
    'Ef þú týnir símanum geturðu skráð þig inn einu sinni með hverjum þessara kóða í stað kóða úr appinu. Geymdu þá á öruggum stað, til dæmis í lykilorðastjóranum þínum.',
  copyCodes: 'Afrita kóðana',
  codesOnce:
    'Þessir kóðar eru aðeins sýndir einu sinni. Ef þú endurhleður síðuna verða þeir ekki sýndir aftur.',
  codesSaved: 'Ég hef vistað varakóðana mína',
  newCodesTitle: 'Búa til nýja varakóða',
  newCodesText:
    'Nýir varakóðar koma í stað allra núverandi kóða. Sláðu inn lykilorðið þitt til að staðfesta að þetta sért þú.',
  newCodesButton: 'Búa til nýja varakóða',
  removeTitle: 'Slökkva á tveggja þátta auðkenningu',
  removeText:
    'Við innskráningu verður þá aðeins beðið um lykilorðið og varakóðarnir þínir hætta að virka. Sláðu inn lykilorðið þitt til að staðfesta að þetta sért þú.',
  removeRequired: 'Þessi þjónn krefst tveggja þátta auðkenningar: þú þarft strax að setja hana upp aftur.',
  removeButton: 'Slökkva á tveggja þátta auðkenningu',
  turnedOff: 'Slökkt er á tveggja þátta auðkenningu.',
};
