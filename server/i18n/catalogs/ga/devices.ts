import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Sínigh an breiseán isteach',
  authorizeQuestion:
    'An gceadaíonn tú don bhreiseán Secret Push sa bhrabhsálaí {name} do chuntas {email} a úsáid?',
  authorizeWhat:
    'Faigheann sé comhartha don bhrabhsálaí seo amháin, chun do rúin a chruthú, a liostú agus a chur in éag. Is féidir leat é a chúlghairm am ar bith ar leathanach an chomhartha API.',
  authorizeOnlyIfYou: 'Ná ceadaigh é ach amháin má roghnaigh tú “Sínigh isteach” sa bhreiseán díreach anois.',
  allow: 'Ceadaigh',
  cancel: 'Cealaigh',
  badRequestTitle: 'Ní iarratas bailí síniú isteach é seo',
  badRequestText:
    'Tá iarratas síniú isteach an bhreiseáin neamhiomlán nó neamhbhailí, mar sin níor seoladh aon rud ar ais chuige. Tosaigh arís ó roghanna an bhreiseáin.',

  browsersHeading: 'Brabhsálaithe sínithe isteach sa bhreiseán',
  browsersIntro:
    'Tá a chomhartha féin ag gach brabhsálaí inar shínigh tú isteach sa bhreiseán Secret Push. Cúlghair ceann acu chun an brabhsálaí sin a shíniú amach: leanann do chomhartha API agus na brabhsálaithe eile ag obair.',
  browsersNone:
    'Níl aon bhrabhsálaí sínithe isteach. Roghnaigh “Sínigh isteach” i roghanna an bhreiseáin chun ceann a chur leis.',
  browserSignedIn: 'Sínithe isteach {time}',
  browserLastUsed: 'Úsáidte go deireanach {time}',
  browserNeverUsed: 'Níor úsáideadh riamh',
  revoke: 'Cúlghair',
  revokeLabel: 'Cúlghair comhartha {name}',
  revoked: 'Cúlghaireadh comhartha an bhrabhsálaí: tá an breiseán sínithe amach sa bhrabhsálaí sin.',
  unknownBrowserTitle: 'Níor aimsíodh comhartha an bhrabhsálaí',
  unknownBrowserText:
    'Níl aon chomhartha brabhsálaí agat leis an aitheantas seo. B’fhéidir gur cúlghaireadh cheana é.',
};
