import type { AreaMessages } from '../../catalog.ts';

export const sso: AreaMessages<'sso'> = {
  signInWith: 'Iniciar sessão com {name}',
  signInWithProvider: 'Utilizar o início de sessão único',
  refusedTitle: 'Início de sessão único',
  refusedHeading: 'A sessão não foi iniciada',
  refusedDomain:
    'Os endereços de {domain} não podem iniciar sessão aqui. Inicie sessão com uma conta da sua organização ou pergunte a um administrador que endereços podem iniciar sessão.',
  refusedUnverified:
    'O seu fornecedor de identidade não confirmou o seu endereço de e-mail, pelo que não pode ser associado a nenhuma conta aqui. Confirme o endereço junto do seu fornecedor e tente novamente.',
  refusedNoAccount:
    'Não existe aqui nenhuma conta para {email}. Peça a um administrador que lhe envie um convite.',
  refusedState:
    'Este início de sessão não foi começado neste navegador, ou a respetiva ligação foi alterada pelo caminho. Recomece a partir da página de início de sessão.',
  refusedReplayed:
    'Este início de sessão já foi utilizado. Se a sessão não tiver sido iniciada, recomece a partir da página de início de sessão.',
  refusedExpired:
    'Este início de sessão demorou mais de 10 minutos e expirou. Recomece a partir da página de início de sessão.',
  refusedByProvider:
    'O seu fornecedor de identidade não iniciou a sua sessão: o início de sessão foi cancelado ou recusado lá.',
  providerDown:
    'De momento, não é possível contactar o seu fornecedor de identidade. Tente novamente daqui a alguns minutos; se continuar a acontecer, avise um administrador.',
  providerError:
    'Não foi possível verificar a resposta do seu fornecedor de identidade, pelo que a sessão não foi iniciada. Tente novamente; se continuar a acontecer, avise um administrador.',
  backToSignIn: 'Voltar ao início de sessão',
};
