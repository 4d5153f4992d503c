import type { CliWords } from '../../cli/types.js';
import { formatsOf } from '../../format.js';

const number = (value: number) => formatsOf('fr').number(value);

export const cli: CliWords = {
  errors: {
    'bad-arguments': (token) => `Argument inconnu ou incomplet « ${token} » ; voir --help.`,
    'cannot-write': (token) => `« ${token} » ne peut pas être écrit (dossier inexistant ou pas d’autorisation).`,
  },
  usage: 'Utilisation',
  hands: 'une main par joueur, dans l’ordre des places',
  json: 'une table JSON en entrée, un résultat JSON en sortie',
  example: 'suite de cinq contre quatre as, décidé par le nombre de cartes',
  stats: 'chaque main du jeu comptée : les chances exactes de chaque meilleure annonce et du Stöck',
  odds: 'à quelle fréquence l’annonce de cette main gagne, par Monte-Carlo avec graine',
  render: 'la figure en HTML avec l’élément, --svg ou --png (une image avec les cartes), sur stdout ou --out FICHIER',
  serve:
    'le service de figures : /figure.svg, /figure.png, une page avec aperçu de lien et /oembed, sur http://127.0.0.1:8787 (--port N, --host H, --origin URL pour les liens)',
  serving: (url) => `Figures servies sur ${url} (Ctrl-C arrête).`,
  notations:
    'Mains (toute notation, majuscules ou non, avec ou sans accents ; une virgule, un point-virgule ou une ligne finit une carte)',
  notationCanonical: 'canonique : couleur H D S C + valeur 6 7 8 9 T J Q K A (10 aussi pour T)',
  notationSymbols: 'valeur d’abord, symboles des couleurs',
  notationNames: 'noms en anglais, allemand, suisse allemand, français et italien',
  notationTrump: 'le valet / le neuf d’atout (demande --trump)',
  notationMelds: 'annonces données directement',
  notationUnknown: 'un joueur dont les cartes sont inconnues',
  notationSaid: 'ce que le joueur a annoncé à la table : le verdict, autant qu’il est connu',
  teams: 'Les joueurs 1 et 3 font équipe, 2 et 4 aussi. Mettez chaque main entre guillemets.',
  options: 'Options',
  /** Each table setting's help line (`TABLE_SETTINGS`), after its option. */
  fields: {
    rules: 'schieber (par défaut), official, no-cross, traditional, vorarlberg, belot',
    trump:
      'H D S C (ou cœur, Rosen, …), obenabe, undenufe ; vorarlberg : bock geiss slalom ; belot : no-trumps all-trumps. Sans lui, l’atout est inconnu : pas de Stöck, pas d’étape d’atout',
    forehand: 'le joueur qui joue en premier (1-4, par défaut 1)',
    factor: 'le facteur de la donne (par défaut 1) : 3 × (100 + 20) = 360',
    game: 'schieber (par défaut), molotow (Handweis en points négatifs), coiffeur, differenzler (sans annonces)',
  },
  optLang: 'en (par défaut), de-CH, de, fr, it',
  optFace: 'noms des cartes : french ou german-swiss (par défaut selon la langue)',
  optNames: 'les noms des joueurs, p. ex. "Anna|Beat|Chrigu|Dani"',
  optTricks: 'plis des deux équipes (traditional : sans pli, pas d’annonce)',
  optTrick: 'Molotow : les quatre cartes d’un pli, pour son Tischweis',
  optOption: 'une option de règle, p. ex. crossUse=false, writes=all, molotowCompare=true',
  optJson: 'écrire le résultat en JSON ; sans mains, lire la table sur stdin',
  optHelp: 'ce texte',
  oddsOptions: 'odds : --seat N (1-4), --deals N (500 000 au plus), --seed S, --announced JOUEUR:POINTS',
  examples: 'Exemples',
  exampleCards: 'qui gagne, la suite de cinq ou les quatre as ? (la suite, par le nombre de cartes)',
  exampleSwiss: 'noms suisses allemands, atout Schilten, facteur 2',
  exampleMelds: 'annonces dites à table au lieu des cartes',
  exampleOdds: 'à quelle fréquence ce cinquante gagne-t-il ?',
  exitCodes: 'Codes de sortie',
  exitMeanings: '0 une réponse ; 2 entrée invalide (une phrase sur stderr ; avec --json une erreur JSON sur stdout)',
  rulesDoc: 'Toutes les règles et leurs sources : docs/rules.md dans le paquet.',
  statsHeader: (size, count, rules, trump) =>
    `Mains de ${number(size)} cartes : ${number(count)} · Règles : ${rules} · Atout : ${trump}`,
  statsTime: (seconds, workers) => `(${seconds} s sur ${number(workers)} fils)`,
  statsBest: 'meilleure annonce',
  statsWith: (stoeck) => `avec ${stoeck}`,
  statsFours: 'Les quatre cartes d’une valeur',
  oddsDeals: (deals, seed) => `${number(deals)} donnes des cartes inconnues (graine ${seed})`,
  oddsDrawn: (drawn) => `${number(drawn)} tirées pour les annonces`,
  oddsIncomplete: (drawn) => `arrêté après ${number(drawn)} tirages : plus aucune donne ne correspondait aux annonces`,
  oddsRandom: (count) => `${number(count)} cartes de la main n’étaient pas données et ont été distribuées au hasard`,
  errorIn: 'dans',
  validValues: (values) => `Valeurs valables : ${values}.`,
  quoteHint: 'Chaque carte seule est devenue un joueur. Mettez chaque main entre guillemets : jass-weis "H6 H7 H8" "SA DA CA".',
  trumpNotGiven: 'non donné : pas de Stöck ni d’étape d’atout (--trump le fixe)',
};
