export const HELP = `jass-weis: which Weis wins, and why.

Usage
  jass-weis HAND [HAND ...] [options]     one hand per seat, in seat order
  jass-weis --json < table.json           one JSON table in, one JSON result out
  jass-weis --example                     five in a row against four aces, decided by cards
  jass-weis stats [--rules R] [--trump T] [--json]
                                          every hand of the deck enumerated: the exact
                                          distribution of the best Weis and of Stöck
  jass-weis odds HAND [--seat N] [--forehand N] [--deals N] [--seed S] [--announced SEAT:POINTS]
                                          the chance that this hand's team (and player)
                                          writes the Weis, by seeded Monte Carlo

Hands (any notation, any case, with or without accents; separate cards by spaces, commas or ;)
  H9 HT HJ HQ HK         canonical: suit H D S C + rank 6 7 8 9 T J Q K A (10 for T too)
  10H  ♥10  A♠           rank first, suit symbols
  "Rosen Ober, Schilten Ass"   "king of hearts"   "roi de cœur"   "asso di cuori"
  Puur, Nell, bourg      the trump Jack / trump nine (needs --trump)
  "five-card sequence up to the King of Rosen; four aces"   melds given directly
  -                      an unknown seat (holds nothing known)
Seats 0 and 2 are one team, 1 and 3 the other.

Options
  -r, --rules R     schieber (default), official, no-cross, traditional, vorarlberg, belot
  -t, --trump T     H D S C (or hearts, Rosen, …), obenabe, undenufe;
                    vorarlberg: bock geiss slalom; belot: no-trumps all-trumps
  -f, --forehand N  the seat that plays first (0-3, default 0)
  -x, --factor F    the round's factor (default 1): 3 × (100 + 20) = 360
  -l, --lang L      en (default), de-CH, de, fr, it
      --face F      card names: french or german-swiss (default from the language)
      --game G      schieber (default) or molotow (Handweis as minus points)
      --tricks A,B  tricks taken by team 0 and team 1 (traditional: no trick, no Weis)
      --trick CARDS Molotow: the four cards of one trick, for its Tischweis
      --option K=V  set one rule option, e.g. crossUse=false, writes=all, molotowCompare=true
      --json        read a table from stdin, print the result as JSON
  -h, --help        this text

JSON table
  {"rules": "schieber", "trump": "H", "forehand": 0, "factor": 1,
   "hands": ["H9 HT HJ HQ HK", null, "HA DA SA CA"], "tricks": [3, 6], "game": "schieber"}

Exit codes
  0 a result; 2 bad input: {"error": {"code": …, "message": …, "token": …}} on stdout.
`;
