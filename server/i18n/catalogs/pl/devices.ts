import type { AreaMessages } from '../../catalog.ts';

export const devices: AreaMessages<'devices'> = {
  authorizeTitle: 'Logowanie rozszerzenia',
  authorizeQuestion:
    'Zezwolić rozszerzeniu Secret Push w przeglądarce {name} na korzystanie z Twojego konta {email}?',
  authorizeWhat:
    'Otrzyma token tylko dla tej przeglądarki, aby tworzyć, wyświetlać i unieważniać Twoje sekrety. Ten token możesz w każdej chwili unieważnić na stronie tokenu API.',
  authorizeOnlyIfYou: 'Zezwól tylko wtedy, gdy przed chwilą wybrano w rozszerzeniu „Zaloguj się”.',
  allow: 'Zezwól',
  cancel: 'Anuluj',
  badRequestTitle: 'Nieprawidłowe żądanie logowania',
  badRequestText:
    'Żądanie logowania od rozszerzenia jest niekompletne lub nieprawidłowe, więc nic nie zostało do niego odesłane. Zacznij od nowa w opcjach rozszerzenia.',

  browsersHeading: 'Przeglądarki zalogowane w rozszerzeniu',
  browsersIntro:
    'Każda przeglądarka, w której zalogowano się do rozszerzenia Secret Push, ma własny token. Unieważnij go, aby wylogować tę przeglądarkę: Twój token API i pozostałe przeglądarki działają dalej.',
  browsersNone:
    'Żadna przeglądarka nie jest zalogowana. Aby dodać przeglądarkę, wybierz „Zaloguj się” w opcjach rozszerzenia.',
  browserSignedIn: 'Zalogowano {time}',
  browserLastUsed: 'Ostatnie użycie: {time}',
  browserNeverUsed: 'Nigdy nieużywana',
  revoke: 'Unieważnij',
  revokeLabel: 'Unieważnij token przeglądarki {name}',
  revoked: 'Token przeglądarki został unieważniony: rozszerzenie w tej przeglądarce jest wylogowane.',
  unknownBrowserTitle: 'Nie znaleziono tokenu przeglądarki',
  unknownBrowserText: 'Nie masz tokenu przeglądarki o tym identyfikatorze. Mógł już zostać unieważniony.',
};
