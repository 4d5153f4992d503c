import type { ExtensionWords } from '../../extension/types.js';
import { formatsOf } from '../../format.js';

const number = (value: number) => formatsOf('fr').number(value);

export const extension: ExtensionWords = {
  language: 'Langue',
  noCards: 'Aucune carte trouvée sur cette page.',
  teach: 'Apprendre : cliquez une de vos cartes',
  teachShort: 'Apprendre',
  teachPrompt: 'Cliquez une de vos cartes…',
  teachFailed: 'Ce n’était pas une de vos cartes : rien n’a été enregistré. Cliquez sur une de vos cartes.',
  teachTooLarge:
    'Les cartes de cette page portent des noms trop longs pour être retenus : rien n’a été enregistré. Utilisez plutôt « Nommer une carte ».',
  lessonDropped: (why) =>
    `Ce que j’ai appris sur ce site lisait ${why === 'twice' ? 'une carte deux fois' : 'plus de cartes qu’une main n’en compte'}. Ce ne peut être juste : je l’ai oublié. Nommez à nouveau vos cartes.`,
  handImpossible: (why) =>
    `Je lis sur cette page ${why === 'twice' ? 'une carte deux fois' : 'plus de cartes qu’une main n’en compte'} : je ne montre donc aucune main. Nommez vos cartes pour me l’apprendre.`,
  teachNotSaved: 'Le stockage du navigateur a refusé ce qui a été appris : rien n’a été enregistré. Réessayez plus tard.',
  panelBehind: 'Le panneau latéral ne suit plus cette page : le stockage du navigateur a refusé la mise à jour.',
  seenUnplaced: (texts) => `Sur la page, place pas claire : ${texts}`,
  refusedSaid: (seat, text) => `Sur la page pour ${seat}, mais impossible à côté de tes cartes (pas utilisé) : ${text}`,
  restsOnPage: (seats) => `Ceci repose sur des mots lus sur la page pour ${seats}.`,
  teachDone: 'Appris. Lu maintenant :',
  undo: 'Annuler',
  forgetSite: 'Oublier ce site',
  nameCards: 'Nommer une carte',
  namePrompt: 'Cliquez sur une carte que je ne sais pas lire…',
  nameNotCard: 'Ce n’est pas une carte parmi d’autres. Cliquez sur une de vos cartes.',
  nameWhich: 'Quelle carte est-ce ?',
  nameMore: (count) => `Merci. Nommez encore une carte (${number(count)} jusqu’ici).`,
  nameDoubt: {
    alike: 'Deux de vos cartes se ressemblent pour moi.',
    misread: 'Ce que j’ai appris nommerait mal une de vos cartes.',
    unchecked: 'Une carte de plus me permet de vérifier ce que j’ai appris.',
    more: 'Avec celles-ci, je ne peux pas encore lire toutes les cartes.',
  },
  nameNext: 'Cliquez maintenant la carte encadrée : elle en dit le plus.',
  nameMissing: 'Nommer les cartes encadrées',
  readScreen: 'Lire à l’écran',
  setTrump: 'Choisir l’atout',
  cancel: 'Annuler',
  collapse: 'Réduire',
  expand: 'Déplier',
  sayIt: 'Dites',
  trumpUnknown: 'atout non affiché',
  readOnSite: 'Lire les cartes sur ce site',
  knownSite: 'Site connu',
  overlayOn: 'Affichage sur les pages de jeu',
  pairingLabel: 'Couleurs suisses alémaniques',
  handFromPage: (host) => `Votre main, lue sur ${host}`,
  pageTable: 'Table de cette page',
  noPage: 'Ouvrez une page de jeu et activez la lecture dans la fenêtre.',
  settings: 'Langue, cartes, incrustation',
  auto: 'Automatique',
  soFar: 'pour l’instant',
  partialRead: (read, of, unnamed) =>
    `${read} cartes lues sur ${of}${unnamed > 0 ? ` ; ${unnamed} non nommées` : ''} : ce qui est affiché ne vaut que pour ces cartes.`,
  gameBy: {
    player: 'votre choix pour ce site',
    page: 'selon la page',
    cards: 'selon les cartes de la page',
    default: 'non indiqué sur la page',
  },
  noTrick: 'Le roem se compte dans les cartes d’un pli, jamais dans la main : aucun pli n’est encore sur la table.',
  chooseGame: 'Quel jeu ?',
  gameFromPage: 'Selon la page',
  gameNotShown: (game) => `La page n’indique pas le jeu : compté comme ${game}.`,
};
