"""The playbook tutorial ("TUTORIAL DI GANDHI", IT:2248-2740) replayed from examples/tutorial.log:
every figure the book states, checked against the engine at the point where the book states it
(issue #7).

CHECKPOINTS is the table: (log line after which to look, what, expected, the book's words, IT
line). "After line N" is the replay of the log's first N lines, so a statement written over
several lines can be looked at in its middle, as the book does (Unrest in United Provinces,
then Aid, then Unrest in Bombay Presidency, IT:2475-2489). A figure the book states and the
rules contradict is asserted at the rules' value; its words end with the book's figure and the
docs/rules-notes.md row (TUT-n) that gives both readings.

`what` is read by `look`:

- a track or count: `restraint`, `unity`, `crisis`, `resources RAJ`, `victory INC`, `margin ML`,
  `available troops`, `out-of-play sepoys`, `jail inc_activists`, `jail activists`, `gandhi`;
- a space: `level Punjab`, `control UP`, `<field> EB` (a `SpaceState` field: `troops`,
  `guerrillas_hidden`, `unrest`, `protest`, `muslim_state`, …, or `cubes`, `guerrillas`),
  `activists active UP`, `active opponents BP`, `control margin EB` (cubes minus Active
  opponents);
- the board: `protests available`, `protests on map`, `protest markers`, `protest circle 4`,
  `struck railways`, `econ unstruck`, `econ all`, `eligible`, `current card`, `next card`, …;
- the map: `econ RW-A`, `pop Punjab`;
- `X since N`: X now minus X after line N (the book's "moves 2 Sepoys", "removes one");
- `if STATEMENT => X`: X after STATEMENT is carried out on a copy of the board (the book's
  what-ifs: "Passing would give the Revolutionaries +1 Resource", IT:2376).
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from gandhi_cli.cli.gandhi import main
from gandhi_cli.core.engine import perform
from gandhi_cli.core.replay import replay, replay_text
from gandhi_cli.model import terms
from gandhi_cli.model.scenario import EVENT_CARDS
from gandhi_cli.model.victory import ranking, totals
from gandhi_cli.notation.parse import parse_file
from gandhi_cli.rules.campaign import campaign_cards_left, nv_pieces_in_jail

REPO = Path(__file__).resolve().parent.parent
LOG = REPO / "examples" / "tutorial.log"
NOTES = REPO / "docs" / "rules-notes.md"
LINES = LOG.read_text(encoding="utf-8").splitlines()

ALL = ["RAJ", "INC", "ML", "REV"]
FOUR_STRIKES = ["Eastern Bengal Railway", "GIP Bombay Line", "GIP Deccan Line", "Madras & Southern Mahratta Line"]

# (log line, what, expected, the book's words, IT line)
CHECKPOINTS = [
    # ------------------------------------------------------------ set-up (IT:2262-2340)
    (13, "unity", 3, "ponete il segnalino Unità su 3", 2272),
    (13, "restraint", 4, "e Restrizioni su 4", 2272),
    (13, "protest markers", 6, "Ponete poi tutti e sei i segnalini Proteste nei cerchi", 2272),
    (13, "eligible", ALL, "tutte le Fazioni iniziano il gioco Disponibili ad agire", 2274),
    (13, "unrest EB", 1, "Uno spazio (Bengala Orientale - East Bengal) inizia con segnalino Disordini", 2294),
    (13, "gandhi", "United Provinces", "il Congresso decide di porre la prima protesta di Gandhi nelle Province Unite",
     2298),
    (13, "inc_activists UP", 1, "ponetelo li assieme ad un Attivista del Congresso", 2298),
    (13, "protest UP", True, "ponetelo ovunque nello spazio delle Province Unite", 2298),
    (13, "activists active UP", True, "girate l'unico Attivista del Congresso in modo che il suo simbolo sia visibile",
     2298),
    (13, "current card", 60, "Card 1 (sopra): Il Giornale Giovane India di Gandhi (#60)", 2306),
    (13, "deck top 9", [57, 65, 26, 1, 20, 44, 4, 32, 75],
     "Card 2: ... (#57) ... Card 10: Carta Campagna Viceré Lord Irwin (#75)", 2308),
    (13, "cards 11-13 are Events", True, "Cards 11-13: Qualsiasi tre carte Evento", 2326),
    (13, "campaign cards left", 4, "avremmo mescolato quattro carte Campagna nel mazzo Evento", 2736),
    (13, "viceroy", 77, "cerchiamo invece la carta Campagna Viceré Lord Linlithgow (#77)", 2332),
    # ------------------------------------------------------------ card 1, #60 (IT:2353-2415)
    (13, "opposition spaces", ["East Bengal", "Gujarat", "Hyderabad"],
     "Non vi sono molti spazi ad Opposizione sulla mappa: solo East Bengal, Gujarat, e Hyderabad", 2363),
    (17, "railways with INC", FOUR_STRIKES,
     "un Attivista del Congresso ciascuno sulla Ferrovia 5 Econ tra East Bengal e West Bengal, ... "
     "4 Econ tra Mysore e Coastal Andhra", 2363),
    (17, "econ RW-A", 5, "sulla Ferrovia 5 Econ tra East Bengal e West Bengal", 2363),
    (17, "econ RW-C", 4, "sulla Ferrovia 4 Econ tra Hyderabad e Bombay Presidency", 2363),
    (17, "econ RW-B", 4, "sulla Ferrovia 4 Econ che esce da Bombay", 2363),
    (17, "econ RW-D", 4, "e sulla Ferrovia 4 Econ tra Mysore e Coastal Andhra", 2363),
    (17, "INC on railways", 4, "Il Congresso muove quattro Attivisti dalla sua casella Disponibili alla mappa", 2363),
    (17, "activists active RW-A", True, "Gli Attivisti su Ferrovia sono sempre Attivi", 2363),
    (17, "if REV pass => resources REV", 9, "Passare darebbe al Rivoluzionario +1 Risorsa", 2376),
    (17, "unity", 3, "L'Unità è correntemente a 3", 2380),
    (17, "spaces with 3+ guerrillas", 0, "nessuno spazio ha 3 o più Guerriglie", 2380),
    (17, "resources REV", 8, "le Risorse ... scendono da 8 a 4", 2395),
    (21, "guerrillas_hidden EB since 17", 2, "il Rivoluzionario può porre due Guerriglie (una più il numero di Basi)",
     2384),
    (21, "guerrillas_hidden Punjab since 17", 1, "Senza una Base lì, può porre una sola Guerriglia ... Nascosta", 2385),
    (21, "guerrillas_hidden Hyderabad since 17", 1, "sceglie Hyderabad, ponendo una Guerriglia", 2386),
    (21, "guerrillas_hidden CIA since 17", 1, "Raduna in Central India Agency, ponendo una Guerriglia", 2387),
    (21, "resources REV", 4, "al costo totale di 4 Risorse", 2391),
    (21, "available guerrillas", 0, "Non vi sono più Guerriglie nella casella Disponibili", 2393),
    (22, "out-of-play guerrillas since 21", -1, "muove una Guerriglia da Fuori Gioco a Disponibile", 2395),
    (22, "resources REV", 4, "spende 4 Risorse che quindi scendono da 8 a 4", 2395),
    (23, "protest UP", False, "infiltrano la Protesta", 2401),
    (23, "protest circle 1", True, "riponendo il segnalino nel punto 1 cerchiato", 2401),
    (23, "guerrillas_hidden UP", 2, "pone la sua ultima Guerriglia da Disponibile in quello spazio, Nascosta", 2401),
    (23, "available guerrillas", 0, "pone la sua ultima Guerriglia da Disponibile", 2401),
    (23, "activists active UP", False, "l'Attivista deve essere girato sul lato Inattivo", 2401),
    (23, "resources REV", 4, "le Risorse del Rivoluzionario rimangono a 4", 2401),
    # ------------------------------------------------------------ card 2, #57 (IT:2417-2463)
    (26, "eligible", ["RAJ", "ML"], "Solo il Raj e la Lega Musulmana hanno i loro cilindri di Disponibilità", 2417),
    (26, "if ML pass out-of-play 1 INC => unity", 4,
     "muovere un Attivista del Congresso che sposterebbe l'Unità da 3 a 4", 2417),
    (27, "available ml_activists", 6, "La Lega Musulmana ha ora 6 Attivisti nella casella Disponibili", 2417),
    (27, "out-of-play ml_activists", 5, "e 5 Attivisti della Lega Musulmana rimangono nella casella Fuori Gioco", 2417),
    (27, "unity", 3, "sceglie invece di muovere un suo pezzo", 2417),
    (27, "resources RAJ", 35, "da 35 a 27", 2437),
    (30, "troops Delhi since 27", 3, "Qui pone 3 Truppe e 3 Sepoy", 2429),
    (30, "sepoys Delhi since 27", 3, "Qui pone 3 Truppe e 3 Sepoy", 2429),
    (31, "sepoys Calcutta", 9, "aggiungendo 6 Sepoy ai 3 già presenti", 2430),
    (31, "available troops", 1, "Rimane una sola Truppa nella casella Disponibile del Raj", 2431),
    (32, "troops Bombay since 31", 1, "questo cubo viene inviato a Bombay", 2431),
    (33, "available troops", 2, "Muove 2 Truppe a Disponibili", 2437),
    (33, "out-of-play troops since 32", -2, "Muove 2 Truppe a Disponibili", 2437),
    (33, "restraint", 4, "le Restrizioni sono a 4", 2437),
    (33, "resources RAJ", 27, "sposta il cilindro delle Risorse indietro di 8 spazi ..., da 35 a 27", 2437),
    (33, "activists active Delhi", False,
     "fintanto che [finché non] questi pezzi sono Attivati dalla Protesta, non possono essere rimossi (TUT-5)", 2455),
    (33, "victory RAJ", 24, "Spostate quindi il segnalino Vittoria da 24 a 28", 2453),
    (34, "level Punjab", "Active Support", "da Neutrale a Supporto Passivo e poi a Supporto Attivo", 2451),
    (34, "pop Punjab", 2, "Il Punjab è uno spazio con Popolazione 2", 2453),
    (34, "victory RAJ", 28, "Spostate quindi il segnalino Vittoria da 24 a 28", 2453),
    (34, "resources RAJ", 21, "ed il cilindro Risorse del Raj da 27 a 21", 2453),
    (35, "level Orissa", "Active Support", "Paga 6 Risorse per spostare Orissa da Neutrale a Supporto Attivo", 2455),
    (35, "pop Orissa", 1, "aggiungendo solo 2 al suo totale di vittoria in quanto lo spazio ha Popolazione 1", 2455),
    (35, "victory RAJ", 30, "Spostate quindi il segnalino Vittoria da 28 a 30", 2455),
    (35, "resources RAJ", 15, "ed il cilindro Risorse del Raj da 21 a 15", 2455),
    # ------------------------------------------------------------ card 3, #65 (IT:2465-2497)
    (38, "eligible", ["INC", "ML", "REV"],
     "Spostate i cilindri ... del Congresso e del Rivoluzionario ... Disponibili ... Lega Musulmana ... Disponibile",
     2459),
    (38, "victory ML", 2, "sposta il suo segnalino Vittoria ... da 2 a 6", 2467),
    (39, "muslim_state WB", True, "sceglie di porre lo Stato Musulmano nel West Bengal", 2467),
    (39, "pop WB", 2, "il West Bengal: uno spazio con Popolazione 2", 2467),
    (39, "troops WB", 0, "qualsiasi Truppa dovrebbe essere spostata, ma non ve ne sono", 2467),
    (39, "victory ML", 6, "sposta il suo segnalino Vittoria ... da 2 a 6", 2467),
    (39, "restraint", 4, "deve spendere 4 Risorse per spazio", 2473),
    (39, "victory REV", 3, "da 3 a 5", 2475),
    (39, "victory RAJ", 30, "Il segnalino Vittoria del Raj scende da 30 a 28", 2475),
    (41, "guerrillas_active UP", 1, "Prima gira una delle Guerriglie Nascoste lì sul suo lato Attivo", 2475),
    (41, "unrest UP", 1, "poi aggiunge un segnalino Disordini nello spazio", 2475),
    (41, "pop UP", 2, "Essendo il primo segnalino Disordini qui e United Provinces ha Popolazione 2", 2475),
    (41, "victory REV", 5, "sposta il suo segnalino Vittoria in Avanti di 2 spazi, da 3 a 5", 2475),
    (41, "level UP", "Neutral", "da Supporto Passivo a Neutrale", 2475),
    (41, "victory RAJ", 28, "Il segnalino Vittoria del Raj scende da 30 a 28", 2475),
    (41, "resources REV", 0, "scegliere questo spazio costa 4 Risorse. Il Rivoluzionario ora ha terminato le Risorse",
     2475),
    (42, "guerrillas_active EB", 1, "girarne una Attiva in ogni spazio", 2483),
    (42, "guerrillas_active Hyderabad", 1, "girarne una Attiva in ogni spazio", 2483),
    (42, "guerrillas_active CIA", 1, "girarne una Attiva in ogni spazio", 2483),
    (42, "resources REV", 4, "Si aggiungono quindi 4 Risorse spostando il cilindro Risorse a 4", 2483),
    (43, "guerrillas_active BP", 1, "Dopo aver girato ad Attiva una delle Guerriglie Nascoste", 2489),
    (43, "unrest BP", 1, "aggiunge un segnalino Disordini nello spazio", 2489),
    (43, "victory REV", 7, "aggiunge la Popolazione dello spazio (2) al suo totale di vittoria, che passa da 5 a 7",
     2489),
    (43, "pop BP", 2, "aggiunge la Popolazione dello spazio (2)", 2489),
    (43, "level BP", "Neutral", "Sposta poi lo spazio da Supporto Passivo a Neutrale", 2489),
    (43, "victory RAJ", 26, "sposta il segnalino Vittoria del Raj da 28 a 26", 2489),
    (43, "resources REV", 0, "Infine le Risorse tornano da 4 a zero", 2489),
    (43, "restraint", 3, "il Rivoluzionario riduce le Restrizioni di 1, ora sono a 3", 2495),
    # ------------------------------------------------------------ card 4, #26 (IT:2499-2527)
    (46, "eligible", ["RAJ", "INC"], "sia il Raj che il Congresso sono Disponibili per agire con questa carta", 2499),
    (46, "restraint", 3, "le Restrizioni sono scese a 3", 2503),
    (46, "protests on map", 0, "non vi sono Proteste correntemente in India", 2505),
    (46, "victory RAJ", 26, "sposta il suo segnalino Vittoria da 26 a 33", 2517),
    (48, "cubes UP since 46", 4, "1 Truppa e 3 Sepoys muovono da Delhi a United Provinces", 2507),
    (48, "guerrillas_hidden UP", 0, "Attivate la singola Guerriglia Nascosta", 2507),
    (48, "control UP", True,
     "dal momento che i pezzi del Raj eccedono tutti gli altri pezzi Attivi, ponete un segnalino Controllo Raj", 2507),
    (49, "cubes Bihar", 2, "1 Truppa muove da Delhi ... 1 Sepoy muove da Calcutta", 2508),
    (49, "control Bihar", True, "Ponete un segnalino Controllo Raj", 2508),
    (50, "sepoys WB", 2, "2 Sepoy muovono da Calcutta", 2509),
    (50, "control WB", False, "il Raj non può porre un segnalino di Controllo lì", 2509),
    (51, "troops CP", 1, "1 Truppa muove da Delhi sulla Ferrovia a sud-est e poi in Central Provinces", 2510),
    (51, "control CP", True, "Ponete un segnalino Controllo Raj", 2510),
    (52, "cubes BP", 2, "1 Truppa ed 1 Sepoy muovono da Bombay a Bombay Presidency", 2511),
    (52, "control BP", True, "Ponete un segnalino Controllo Raj", 2511),
    (52, "if RAJ sweep: select Punjab; activate 2G Punjab => resources RAJ", 0,
     "questo costerebbe al Raj le sue ultime 3 Risorse", 2517),
    (52, "if RAJ sweep: select Punjab; activate 2G Punjab => victory RAJ", 31,
     "il Raj perderebbe il Controllo del Punjab sottraendo 2 alla sua vittoria", 2517),
    (53, "guerrillas_active Punjab", 1, "usano la singola Truppa lì per Attivare una Guerriglia Nascosta", 2517),
    (53, "control Punjab", True,
     "Potrebbe scegliere di aggiungere Sepoy per Attivare altre Guerriglie, ma sceglie di non farlo", 2517),
    (53, "control margin EB", 1, "Anche un solo pezzo Attivo in più lì farebbe perdere il Controllo al Raj", 2517),
    (53, "resources RAJ", 3, "paga 12 Risorse, che scendono quindi a 3", 2517),
    (53, "victory RAJ", 33, "quattro spazi con un totale di 7 Popolazione ... da 26 a 33", 2517),
    (54, "out-of-play inc_activists since 53", -1, "spostate un Attivista del Congresso da Fuori Gioco a Disponibile",
     2523),
    # ------------------------------------------------------------ card 5, #1 (IT:2529-2565)
    (57, "eligible", ["INC", "ML", "REV"],
     "il Raj ... avendo agito in questo turno è Indisponibile ... se Passa sarà 1° Disponibile", 2523),
    (57, "protests on map", 0, "Correntemente, non vi sono segnalini Proteste sulla mappa", 2531),
    (57, "restraint", 3, "e le Restrizioni sono a 3", 2531),
    (57, "gandhi", "United Provinces", "più quello con Gandhi, che si trova in United Provinces", 2531),
    (57, "protests available", 4, "Con Restrizioni a 3, vi sono 4 segnalini Proteste Disponibili", 2533),
    (57, "victory RAJ", 33, "Il segnalino Vittoria Raj scende da 33 a 29", 2533),
    (60, "protest UP", True, "Ponete il primo in United Provinces", 2533),
    (60, "protest Punjab", True, "il secondo in Punjab", 2533),
    (60, "protest Calcutta", True, "ed il terzo in Calcutta", 2533),
    (60, "activists active Punjab", True,
     "la Protesta gira tutti gli Attivisti lì presenti, anche quelli della Lega Musulmana", 2533),
    (60, "control UP", False, "rimuovono il Controllo Raj da United Provinces e Punjab", 2533),
    (60, "control Punjab", False, "rimuovono il Controllo Raj da United Provinces e Punjab", 2533),
    (60, "control Calcutta", True, "A Calcutta però il Raj ha cubi sufficienti per mantenere il Controllo", 2533),
    (60, "victory RAJ", 29, "Il segnalino Vittoria Raj scende da 33 a 29", 2533),
    (60, "INC on railways", 4, "vi sono già 4 Attivisti del Congresso sulle Ferrovie", 2537),
    (60, "protests available", 1, "l'ultimo segnalino Proteste Disponibile", 2541),
    (60, "victory RAJ, Gandhi in transit", 31,
     "ponete un segnalino Controllo Raj lì e spostate il segnalino Vittoria del Raj da 29 a 31", 2541),
    (61, "control UP", True, "Quando Gandhi lascia United Provinces ... ponete un segnalino Controllo Raj lì", 2541),
    (61, "control BP", False, "Muovere Gandhi in Bombay Presidency ... rimuove il Controllo", 2543),
    (61, "active opponents BP", 2,
     "i due cubi Raj non eccedono più gli avversari Attivi (Gandhi + la Guerriglia Attiva presente)", 2543),
    (61, "cubes BP", 2, "i due cubi Raj", 2543),
    (61, "victory RAJ", 29, "riportate il segnalino Vittoria del Raj a 29", 2543),
    (62, "inc_activists BP since 61", 1,
     "Spostate un Attivista del Congresso dalla casella Disponibile del Congresso a Bombay Presidency", 2545),
    (62, "activists active BP", False, "ponete il nuovo Attivista Inattivo", 2545),
    (63, "protest BP", True, "pone il suo ultimo segnalino Proteste Disponibile in Bombay Presidency", 2549),
    (63, "protests available", 0, "il suo ultimo segnalino Proteste Disponibile", 2549),
    (63, "activists active BP", True, "Girate l'Attivista lì sul lato Attivo", 2549),
    (64, "out-of-play ml_activists since 63", -1,
     "Sposta un Attivista della Lega Musulmana da Fuori Gioco a Disponibile", 2557),
    (64, "victory RAJ", 29, "spostate il segnalino Vittoria del Raj da 29 a 25", 2563),
    (65, "sepoys EB since 64", -2, "Da East Bengal, 2 Sepoy a Disponibili", 2559),
    (65, "sepoys UP since 64", -2, "Da United Provinces, 1 Sepoy a Disponibile ed 1 Fuori Gioco", 2560),
    (65, "sepoys CIA since 64", -1, "Da Central India Agency, 1 Sepoy a Fuori Gioco", 2561),
    (65, "available sepoys since 64", 3, "2 Sepoy a Disponibili ... 1 Sepoy a Disponibile", 2559),
    (65, "out-of-play sepoys since 64", 2, "1 Fuori Gioco ... 1 Sepoy a Fuori Gioco", 2560),
    (65, "control EB", False, "rimuovere segnalini Controllo Raj da East Bengal e United Provinces", 2563),
    (65, "control UP", False, "rimuovere segnalini Controllo Raj da East Bengal e United Provinces", 2563),
    (65, "pop EB", 2, "Dal momento che entrambi questi stati hanno Popolazione 2", 2563),
    (65, "victory RAJ", 25, "spostate il segnalino Vittoria del Raj da 29 a 25", 2563),
    # ------------------------------------------------------------ card 6, #20 (IT:2567-2581)
    (68, "eligible", ["RAJ", "ML"], "il Raj sceglie l'Evento ... La Lega Musulmana è 2° Disponibile", 2571),
    (68, "resources RAJ", 3, "con sole 3 Risorse rimaste", 2567),
    (68, "guerrillas WB", 0, "Non vi sono Guerriglie in West Bengal", 2569),
    (69, "guerrillas EB since 68", -1, "il Raj nel rimuove una dal East Bengal", 2569),
    (69, "guerrillas_hidden EB since 68", -2,
     "rimuovere le Guerriglie nascoste prima ... Poi, Attiva la rimanente Guerriglia", 2569),
    (69, "guerrillas_hidden EB", 0, "Attiva la rimanente Guerriglia in East Bengal", 2569),
    (69, "resources RAJ", 3, "Gli Eventi non costano Risorse, quindi il Raj mantiene le sue poche Risorse", 2569),
    (69, "protests available", 0,
     "con Restrizioni a 3, non vi sono segnalini Proteste Disponibili da porre durante le Operazioni", 2571),
    (69, "bases ml on map", 0, "Non vi sono Basi della Lega Musulmana sulla mappa", 2573),
    (69, "unity", 3, "l'Unità è correntemente a 3, quindi può scegliere sino a 3 spazi", 2573),
    (69, "non-cooperation spaces ML", ["Punjab"], "L'unico spazio che rispetta questi requisiti è il Punjab", 2573),
    (69, "victory RAJ", 25, "spostate il segnalino Vittoria del Raj da 25 a 23", 2573),
    (69, "restraint", 3, "spostare le Restrizioni da 3 a 2", 2573),
    (71, "level Punjab", "Passive Support", "spostate il Supporto lì da Supporto Attivo a Supporto Passivo", 2573),
    (71, "victory RAJ", 23, "spostate il segnalino Vittoria del Raj da 25 a 23", 2573),
    (71, "restraint", 2, "spostare le Restrizioni da 3 a 2", 2573),
    (71, "unity", 3, "spostate l'Unità da 3 a 2", 2577),
    (72, "inc_activists Punjab", 0, "rimuove l'Attivista Attivo del Congresso a Disponibile", 2577),
    (72, "available inc_activists since 71", 1, "rimuove l'Attivista Attivo del Congresso a Disponibile", 2577),
    (72, "guerrillas_active EB since 71", -1, "rimuove una delle Guerriglie Attive lì presenti", 2577),
    (72, "unity", 2, "spostate l'Unità da 3 a 2", 2577),
    # ------------------------------------------------------------ card 7, #44 (IT:2583-2617)
    (75, "eligible", ["INC", "REV"], "Il Rivoluzionario è 1° Disponibile ... Poi tocca al Congresso", 2583),
    (75, "resources REV", 0, "Non hanno risorse con cui operare", 2583),
    (75, "victory RAJ", 23, "Spostate il segnalino Vittoria del Raj da 23 a 21", 2585),
    (76, "guerrillas_hidden Punjab since 75", 1, "Pone in esso una Guerriglia Nascosta", 2583),
    (76, "level Punjab", "Neutral", "sposta lo spazio da Supporto Passivo a Neutrale rimuovendo il segnalino Supporto",
     2585),
    (76, "victory RAJ", 21, "Spostate il segnalino Vittoria del Raj da 23 a 21", 2585),
    (76, "available guerrillas", 1, "ne ha sola una rimanente nella casella Disponibili", 2585),
    (77, "guerrillas Hyderabad", 0, "rimuove la Guerriglia da Hyderabad", 2585),
    (77, "guerrillas CIA", 0, "e la Guerriglia da Central India Agency, entrambi a Disponibili", 2585),
    (77, "guerrillas_hidden Bihar", 3, "pone tutte e tre le Guerriglie Disponibili nel Bihar, tutte Nascoste", 2585),
    (77, "available guerrillas", 0, "pone tutte e tre le Guerriglie Disponibili", 2585),
    (77, "level Bihar", "Neutral", "rimuove il segnalino Supporto Passivo", 2585),
    (77, "victory RAJ", 19, "Spostate il segnalino Vittoria del Raj a 19", 2585),
    (77, "non-cooperation spaces INC", ["Bombay Presidency", "United Provinces"],
     "Vi sono due tali spazi: United Provinces e Bombay Presidency", 2587),
    (77, "victory INC", 4, "spostate il relativo segnalino da 4 ad 8", 2587),
    (77, "restraint", 2, "spostando le Restrizioni da 2 ad 1", 2593),
    (78, "level UP", "Passive Opposition",
     "Spostate United Provinces di un livello da Neutrale ad Opposizione Passiva", 2587),
    (78, "level BP", "Passive Opposition", "Fate lo stesso in Bombay Presidency", 2587),
    (78, "victory INC", 8, "spostate il relativo segnalino da 4 ad 8", 2587),
    (78, "victory ML", 6, "solo il Congresso riceve vittoria per l'Opposizione in questi spazi", 2587),
    (78, "restraint", 1, "spostando le Restrizioni da 2 ad 1", 2593),
    (78, "sepoys UP", 1, "rimuovendo il singolo Sepoy lì presente", 2595),
    (78, "unity", 2, "deve spostare l'Unità da 2 ad 1", 2595),
    (79, "ml_activists Calcutta", 0, "rimuove l'Attivista della Lega Musulmana lì presente, a Disponibile", 2595),
    (79, "sepoys UP", 0, "rimuovendo il singolo Sepoy lì presente a Disponibile", 2595),
    (79, "unity", 1, "deve spostare l'Unità da 2 ad 1", 2595),
    (79, "crisis", True, "Crisi! Sia Unità che Restrizioni sono ad 1", 2601),
    (79, "victory RAJ", 19, "Spostate il segnalino Vittoria del Raj da 19 a 25", 2611),
    (81, "sepoys Punjab since 79", 1, "Un Sepoy va nel Punjab", 2607),
    (82, "cubes BP since 81", 2, "Una Truppa ed un Sepoy vanno a Bombay Presidency", 2608),
    (83, "troops MP since 82", 1, "Una Truppa va a Madras Presidency", 2609),
    (83, "out-of-play cubes since 79", -4, "Il Raj ora può muovere sino a 4 cubi da Fuori Gioco", 2605),
    (83, "control Punjab", True, "aggiungono Controllo Raj in ciascuno di questi spazi: Punjab", 2611),
    (83, "control BP", True, "Bombay Presidency", 2611),
    (83, "control MP", True, "e Madras Presidency", 2611),
    (83, "victory RAJ", 25, "Spostate il segnalino Vittoria del Raj da 19 a 25", 2611),
    # ------------------------------------------------------------ card 8, #4 (IT:2619-2652)
    (86, "eligible", ["RAJ", "ML"],
     "Il Raj effettuerà una Operazione + Attività Speciale ... La Lega Musulmana è 2° Disponibile", 2646),
    (86, "restraint", 1, "Con Restrizioni ad 1, l'Assalto costa 1 Risorsa per spazio", 2621),
    (86, "resources RAJ", 3, "sposta il suo cilindro Risorse da 3 a 1", 2628),
    (86, "cubes Punjab", 3, "rimuovendo il singolo Attivista. Il Raj può rimuovere sino ad altri due pezzi", 2623),
    (89, "jail ml_activists since 86", 1, "rimuovendo il singolo Attivista ... posti nella casella Prigione", 2623),
    (89, "guerrillas_active Punjab", 0, "Può Assaltare solo i pezzi Attivi, quindi in questo caso una sola Guerriglia",
     2623),
    (89, "available guerrillas since 86", 1, "sono inviate nella casella Disponibili", 2623),
    (90, "guerrillas UP since 89", -1, "Il Raj attacca il Rivoluzionario e rimuove una Guerriglia Attiva", 2624),
    (90, "resources RAJ since 89", 0, "Questo costa 0 Risorse avendo usato solo Truppe", 2624),
    (91, "gandhi", "Jail", "Spostate Gandhi ... in Prigione", 2625),
    (91, "jail inc_activists since 90", 1, "Spostate Gandhi e l'Attivista del Congresso in Prigione", 2625),
    (91, "guerrillas BP", 0, "e la Guerriglia Rivoluzionaria nella casella Disponibile", 2625),
    (92, "inc_activists Calcutta", 0, "Il Raj attacca il Congresso e sposta il singolo Attivista in Prigione", 2626),
    (92, "resources RAJ since 91", 0, "Questo costa 0 Risorse in quanto è stata usata una sola Truppa", 2626),
    (93, "guerrillas EB", 0, "spostando una Guerriglia a Disponibile", 2628),
    (93, "rev_bases EB", 1, "non ha cubi sufficienti per Assaltare la Base", 2628),
    (93, "ml_activists EB", 1, "non può attaccare l'Attivista della Lega Musulmana in quanto non è Attivo", 2628),
    (93, "resources RAJ", 1, "Il Raj paga 2 Risorse ... e sposta il suo cilindro Risorse da 3 a 1", 2628),
    (93, "victory INC", 8, "Spostate il segnalino Vittoria del Congresso da 8 a 6", 2638),
    (94, "inc_activists UP", 0, "rimuove l'Attivista del Congresso a Disponibile", 2638),
    (94, "protest UP", False, "Poi, rimuove il segnalino Proteste", 2638),
    (94, "protest circle 4", True, "e lo pone nella casella 4 della tabella dello Stato dell'India", 2638),
    (94, "level UP", "Neutral", "sposta lo spazio da Opposizione Passiva a Neutrale", 2638),
    (94, "victory INC", 6, "Spostate il segnalino Vittoria del Congresso da 8 a 6", 2638),
    (94, "unrest UP", 1, "il Raj dovrebbe porre un altro segnalino Disordini qui, ma ... Lord Linlithgow lo impedisce",
     2638),
    (94, "victory ML", 6, "quello della Lega Musulmana da 6 a 4", 2640),
    (95, "ml_activists EB", 0, "Rimuove il singolo Attivista della Lega Musulmana a Disponibile", 2640),
    (95, "level EB", "Neutral", "sposta lo spazio da Opposizione Passiva a Neutrale", 2640),
    (95, "victory INC", 4, "Spostate il segnalino Vittoria del Congresso da 6 a 4", 2640),
    (95, "victory ML", 4, "e quello della Lega Musulmana da 6 a 4 anch'esso", 2640),
    (95, "unrest EB", 1, "non ponete un segnalino Disordini per la capacità del Viceré corrente", 2640),
    (95, "restraint", 1, "Le Restrizioni sono già ad 1, comunque: non possono scendere ulteriormente", 2642),
    (96, "protest Delhi", True, "sceglie Delhi", 2642),
    (96, "protest MP", True, "e Madras Presidency", 2642),
    (96, "next card", 32, "rivelate la carta successiva, Cellular Jail", 2617),
    (97, "ml_activists Punjab", 2, "Due Attivisti vanno nel Punjab", 2648),
    (97, "activists active Punjab", True, "Essendoci Proteste, poneteli entrambi Attivi", 2648),
    (97, "ml_activists Sind", 1, "Un Attivista va a Sind", 2649),
    (97, "activists active Sind", False, "Non essendoci Proteste, viene posto Inattivo", 2649),
    (97, "ml_activists EB", 1, "Un Attivista va in East Bengal", 2650),
    (97, "activists active EB", False, "gli Attivisti sono posti Inattivi", 2650),
    (97, "unrest markers since 96", 0, "La Lega Musulmana sceglie di non porre segnalini di Disordini", 2652),
    (97, "resources RAJ", 1, "Spostate il loro cilindro Risorse da 1 a 24", 2677),
    (97, "resources REV", 0, "Spostate il cilindro delle Risorse da 0 a 2", 2679),
    # ------------------------------------------------------------ Campaign round, #75 (IT:2654-2740)
    (102, "current card", 75, "La carta successiva è una carta Campagna! ... diviene immediatamente la carta Corrente",
     2656),
    (102, "next card", 32, "Scambiate la carta Campagna con la carta corrente Cellular Jail", 2656),
    (102, "victory RAJ", 25, "Raj Britannico: 25 - 38 = -13", 2664),
    (102, "margin RAJ", -13, "Raj Britannico: 25 - 38 = -13", 2664),
    (102, "victory INC", 4, "Congresso Nazionale Indiano: 4 - 20 = -16", 2665),
    (102, "margin INC", -16, "Congresso Nazionale Indiano: 4 - 20 = -16", 2665),
    (102, "victory ML", 4, "Lega Musulmana: 4 - 14 = -10", 2666),
    (102, "margin ML", -10, "Lega Musulmana: 4 - 14 = -10", 2666),
    (102, "victory REV", 7, "Rivoluzionario: 7 - 14 = -7", 2667),
    (102, "margin REV", -7, "Rivoluzionario: 7 - 14 = -7", 2667),
    (102, "factions past their line", [], "Nessuna Fazione rispetta le sue condizioni di vittoria", 2669),
    (102, "best margin", "REV", "il Rivoluzionario sta andando leggermente meglio degli altri", 2669),
    (102, "protests on railways", 0, "Non vi sono segnalini Proteste su Ferrovie", 2675),
    (102, "all cities controlled", True, "ed il Raj Controlla tutte le Città", 2675),
    (102, "struck railways", FOUR_STRIKES,
     "quattro Ferrovie con più Attivisti che cubi ... ponete un segnalino Sciopero", 2675),
    (102, "econ all", 40, "Senza alcun Sciopero sulla mappa, questo farebbe 40 Risorse", 2677),
    (102, "econ unstruck", 23, "con i quattro Scioperi appena posti, il Raj riceve 23 Risorse", 2677),
    (102, "resources RAJ before jail", 24, "Spostate il loro cilindro Risorse da 1 a 24", 2677),
    (102, "jail ml_activists", 1, "Vi sono correntemente 1 Attivista della Lega Musulmana", 2677),
    (102, "jail inc_activists", 2, "2 Attivisti del Congresso", 2677),
    (102, "gandhi", "Jail", "e Gandhi in Prigione", 2677),
    (102, "resources RAJ", 16, "Spostate il cilindro Risorse del Raj da 24 a 16", 2677),
    (102, "rev_bases on map", 1, "Ha una sola Base, in East Bengal", 2679),
    (102, "resources REV", 2, "quindi ottiene 2 Risorse. Spostate il cilindro delle Risorse da 0 a 2", 2679),
    (102, "jail activists", 3, "Vi sono solo 3 Attivisti in Prigione", 2690),
    (105, "level Bihar", "Active Support", "spostatelo di due livelli da Neutrale a Supporto Attivo", 2687),
    (105, "victory RAJ", 29, "Spostate il segnalino Vittoria del Raj da 25 a 29", 2687),
    (105, "resources RAJ", 10, "ed il cilindro Risorse del Raj da 16 a 10", 2687),
    (106, "level Punjab", "Active Support", "spostatelo di due livelli da Neutrale a Supporto Attivo", 2688),
    (106, "victory RAJ", 33, "Spostate il segnalino Vittoria del Raj da 29 a 33", 2688),
    (106, "resources RAJ", 4, "ed il cilindro Risorse del Raj da 10 a 4", 2688),
    (107, "jail activists since 102", -3,
     "deve rilasciare 4 Attivisti ... Vi sono solo 3 Attivisti in Prigione, quindi tornano tutti", 2690),
    (107, "jail activists", 0, "quindi tornano tutti nelle rispettive Caselle", 2690),
    (107, "gandhi", "Gujarat", "Il Raj decide di porre Gandhi a Gujarat", 2690),
    (107, "control Gujarat", False, "rilasciate Gandhi ... in qualsiasi spazio senza Controllo Raj", 2690),
    (107, "unity", 1, "Essendo l'Unità 1, si può scegliere un solo spazio", 2692),
    (107, "INC activists outside Raj Control", 0,
     "non vi sono Attivisti del Congresso in spazi privi di Controllo Raj", 2692),
    (107, "if INC constructive-programme: shift Gujarat -1 => violations", 0,
     "Sfortunatamente per il Congresso ... [by the rules Gandhi, a Congress piece, lets it shift Gujarat; TUT-4]",
     2692),
    (107, "victory ML", 4, "spostare il segnalino di Vittoria della Lega Musulmana da 4 ad 8", 2694),
    (107, "victory INC", 4, "spostate anche il segnalino di Vittoria del Congresso da 4 ad 8", 2694),
    (109, "level EB", "Active Opposition", "spostare quello spazio da Neutrale ad Opposizione Attiva", 2694),
    (109, "victory ML", 8, "spostare il segnalino di Vittoria della Lega Musulmana da 4 ad 8", 2694),
    (109, "victory INC", 8, "spostate anche il segnalino di Vittoria del Congresso da 4 ad 8", 2694),
    (110, "ml_bases WB", 1, "Sceglie il West Bengal ... Spostate una Base della Lega Musulmana in West Bengal", 2696),
    (110, "victory REV", 7, "spostate il suo segnalino Vittoria da 7 ad 8", 2698),
    (111, "rev_bases UP", 1, "Sceglie United Provinces. Porre una Base del Rivoluzionario", 2698),
    (111, "victory REV", 8, "spostate il suo segnalino Vittoria da 7 ad 8", 2698),
    (114, "cubes EB", 0, "East Bengal non ha Controllo Raj ... Inviare la Truppe lì a Calcutta", 2708),
    (115, "troops UP", 0, "United Provinces non ha Controllo Raj. Spostate la Truppa a Delhi", 2709),
    (116, "sepoys Punjab since 111", 1, "Un Sepoy muove da Karachi a Punjab", 2710),
    (117, "troops Punjab", 0, "Una Truppa muove da Punjab a Karachi", 2711),
    (117, "control Punjab", True, "Un Sepoy muove da Karachi a Punjab. Una Truppa muove da Punjab a Karachi", 2711),
    (118, "sepoys CP since 111", 1, "Un Sepoy muove da Orissa a Central Provinces", 2712),
    (119, "troops CP", 0, "La Truppa in Central Provinces muove a Delhi", 2713),
    (120, "sepoys Calcutta", 3, "Tre Sepoy rimangono a Calcutta", 2714),
    (120, "sepoys Bihar since 111", 1, "uno muove a Bihar", 2714),
    (120, "sepoys BP since 111", 1, "uno muove a Bombay Presidency", 2714),
    (120, "sepoys MP since 111", 1, "ed uno muove a Madras Presidency", 2714),
    (121, "troops Bihar", 0, "La Truppa in Bihar muove a Calcutta", 2715),
    (122, "troops BP", 0, "Entrambe le Truppe a Bombay Presidency muovono a Bombay", 2716),
    (123, "troops MP", 0, "La Truppa in Madras Presidency muove a Madras", 2717),
    (123, "troops Madras since 122", 1, "La Truppa in Madras Presidency muove a Madras", 2717),
    (129, "troops in provinces", 0, "(e senza usare Truppe)", 2719),
    (129, "Raj Control lost from line 102", [],
     "consentono al Raj di mantenere il Controllo Raj su tutti gli spazi che aveva all'inizio del Round Campagna",
     2719),
    (129, "troops Delhi", 1, "due lasciano Delhi", 2719),
    (129, "troops Calcutta", 1, "due lasciano Calcutta", 2719),
    (129, "troops Bombay", 1, "e due lasciano Bombay", 2719),
    (129, "available troops since 111", 6, "due lasciano Delhi, due lasciano Calcutta, e due lasciano Bombay", 2719),
    (129, "resources RAJ", 4, "Il Raj deve pagare 2 Risorse per ogni Truppa rimanente in una Provincia [none remains]",
     2706),
    (129, "viceroy", 75, "Lord Linlithgow ... È stato rimpiazzato da Lord Irwin", 2704),
    (129, "gandhi", "United Provinces", "Gandhi muove a United Provinces", 2723),
    (129, "inc_activists UP", 2, "due muovono a United Provinces", 2724),
    (129, "inc_activists CIA", 2, "ed altri due muovono in Central India Agency", 2724),
    (129, "INC on railways", 0, "Il Congresso deve muovere tutti gli Attivisti fuori dalle Ferrovie", 2721),
    (128, "ml_activists Bombay", 1, "Muovere gli Attivisti in Bombay [the one League Activist there] a East Bengal",
     2728),
    (129, "ml_activists EB since 128", 1, "Muovere gli Attivisti in Bombay a East Bengal", 2728),
    (129, "ml_activists Bombay", 0, "Muovere gli Attivisti in Bombay a East Bengal", 2728),
    (129, "control BP", True, "non può Spostarsi lì in quanto lo spazio ha Controllo Raj", 2730),
    (129, "victory REV", 8, "spostate il segnalino Vittoria del Rivoluzionario da 8 a 6", 2734),
    (134, "protests on map", 0, "Rimuovete tutti i segnalini Protesta", 2734),
    (134, "protest markers", 6, "riponeteli nelle loro caselle ..., un segnalino per spazio", 2734),
    (134, "activists active anywhere", 0, "Girate tutti gli Attivisti sul lato Inattivo", 2734),
    (134, "strikes on map", 0, "Rimuovete tutti i segnalini di Sciopero", 2734),
    (134, "unrest BP", 0, "Questo ora vale solo per Bombay Presidency; rimuovete il segnalino Disordini qui", 2734),
    (134, "unrest EB", 0,
     "Questo ora vale solo per Bombay Presidency [East Bengal has no Guerrilla left either; TUT-3]", 2734),
    (134, "unrest UP", 1,
     "Se non ha Guerriglie, rimuovete un segnalino di Disordini [United Provinces keeps its Guerrilla]", 2734),
    (134, "victory REV", 4, "spostate il segnalino Vittoria del Rivoluzionario da 8 a 6 [book: 6; TUT-3]", 2734),
    (134, "guerrillas_active on map", 0, "Girate tutte le Guerriglie sul lato Nascosto", 2734),
    (134, "campaign cards left", 3, "ne rimarrebbero tre ora", 2736),
    (134, "unity", 3, "Spostate sia l'Unità che le Restrizioni nella casella 3", 2736),
    (134, "restraint", 3, "Spostate sia l'Unità che le Restrizioni nella casella 3", 2736),
    (134, "crisis", False, "La Crisi in India termina", 2736),
    (134, "current card", 32, "Spostate la carta successiva (Cellular Jail) nel mazzo come carta Corrente", 2738),
    (134, "eligible", ALL, "tutte le Fazioni sono Disponibili con la prima carta della prossima Campagna", 2738),
]


# ---------------------------------------------------------------- reading the board
@functools.cache
def after(line: int):
    """The replay of the log's first `line` lines (a statement cut there ends there)."""
    text = "\n".join(LINES[:line])
    return replay_text(text, name=str(LOG), stop_line=line)


def state_after(line: int):
    return after(line).state


SPACE_FIELDS = {"troops", "sepoys", "inc_activists", "ml_activists", "guerrillas_hidden", "guerrillas_active",
                "ml_bases", "rev_bases", "unrest", "protest", "strike", "muslim_state", "cubes", "guerrillas"}
KINDS = {"troops", "sepoys", "inc_activists", "ml_activists", "guerrillas", "ml_bases", "rev_bases"}


def names(state, sids) -> list[str]:
    return sorted(state.map[sid].name for sid in sids)


def look(state, what: str, line: int):
    """The value `what` names (see the module docstring) on `state`, the board after `line`."""
    if what.startswith("if "):
        statement, _, rest = what[3:].partition(" => ")
        trial = state.copy()
        findings = perform(trial, statement)
        if rest == "violations":
            return len([f for f in findings if not f.note])
        return look(trial, rest, line)
    m = re.fullmatch(r"(.+) since (\d+)", what)
    if m:
        now, then = look(state, m[1], line), look(state_after(int(m[2])), m[1], int(m[2]))
        if isinstance(now, list):
            return [x for x in then if x not in now]
        return now - then
    t = totals(state)
    words = what.split(" ", 1)
    head, arg = words[0], (words[1] if len(words) > 1 else "")
    fixed = {
        "restraint": lambda: state.restraint,
        "unity": lambda: state.unity,
        "crisis": lambda: state.crisis,
        "viceroy": lambda: state.viceroy,
        "current card": lambda: state.current_card,
        "next card": lambda: state.deck[0],
        "deck top 9": lambda: state.deck[:9],
        "cards 11-13 are Events": lambda: all(c in EVENT_CARDS for c in state.deck[9:12]),
        "campaign cards left": lambda: campaign_cards_left(state),
        "eligible": lambda: [f for f in terms.FACTIONS if state.eligibility[f] == terms.ELIGIBLE],
        "gandhi": lambda: (state.map[state.gandhi].name if state.gandhi in state.spaces
                           else terms.BOX_LABELS[state.gandhi]),
        "protests available": state.protests_available_for_ops,
        "protests on map": state.protests_on_map,
        "protest markers": lambda: state.protests_on_map() + len(state.protest_circles),
        "protests on railways": lambda: sum(state.spaces[r.id].protest for r in state.map.railways),
        "strikes on map": lambda: sum(sp.strike for sp in state.spaces.values()),
        "unrest markers": lambda: sum(sp.unrest for sp in state.spaces.values()),
        "struck railways": lambda: names(state, [r.id for r in state.map.railways if state.spaces[r.id].strike]),
        "econ all": lambda: sum(r.econ for r in state.map.railways),
        "econ unstruck": lambda: sum(r.econ for r in state.map.railways if not state.spaces[r.id].strike),
        "resources RAJ before jail": lambda: state.resources[terms.RAJ] + 2 * nv_pieces_in_jail(state),
        "jail activists": lambda: sum(state.jail.get(k, 0) for k in terms.ACTIVISTS),
        "opposition spaces": lambda: names(state, [s for s, sp in state.spaces.items() if sp.level < 0]),
        "railways with INC": lambda: names(state,
                                           [r.id for r in state.map.railways if state.spaces[r.id].inc_activists]),
        "INC on railways": lambda: sum(state.spaces[r.id].inc_activists for r in state.map.railways),
        "troops in provinces": lambda: sum(sp.troops for s, sp in state.spaces.items() if state.map[s].is_province),
        "spaces with 3+ guerrillas": lambda: sum(1 for sp in state.spaces.values() if sp.guerrillas >= 3),
        "bases ml on map": lambda: state.on_map(terms.ML_BASES),
        "rev_bases on map": lambda: state.on_map(terms.REV_BASES),
        "guerrillas_active on map": lambda: sum(sp.guerrillas_active for sp in state.spaces.values()),
        "activists active anywhere": lambda: sum(sp.activists for s, sp in state.spaces.items()
                                                 if state.activists_active(s)),
        "all cities controlled": lambda: all(state.raj_control(c.id) for c in state.map if c.is_city),
        "Raj Control lost from line 102": lambda: names(state,
                                                        [s for s in state.spaces if state_after(102).raj_control(s)
                                                        and not state.raj_control(s)]),
        "factions past their line": lambda: [f for f in terms.FACTIONS if t.passes(f)],
        "best margin": lambda: ranking(t)[0][0],
        "non-cooperation spaces ML": lambda: nc_spaces(state, "ml_activists"),
        "non-cooperation spaces INC": lambda: nc_spaces(state, "inc_activists"),
        "INC activists outside Raj Control": lambda: sum(
            sp.inc_activists for s, sp in state.spaces.items()
            if (state.map[s].is_city or state.map[s].is_province) and not state.raj_control(s)),
        "victory RAJ, Gandhi in transit": lambda: gandhi_lifted(state),
        "out-of-play cubes": lambda: sum(state.out_of_play[k] for k in terms.CUBES),
    }
    if what in fixed:
        return fixed[what]()
    if head in ("econ", "pop"):
        return getattr(state.map[state.map.resolve(arg)], head)
    if head == "resources":
        return state.resources[arg]
    if head == "victory":
        return t.marker(arg)
    if head == "margin":
        return t.margin(arg)
    if head == "available" and arg in KINDS:
        return state.available(arg)
    if head == "out-of-play" and arg in KINDS:
        return state.out_of_play[arg]
    if head == "jail" and arg in KINDS:
        return state.jail[arg]
    if what.startswith("protest circle "):
        return int(what.rsplit(" ", 1)[1]) in state.protest_circles
    if what.startswith("activists active "):
        return state.activists_active(state.map.resolve(what[len("activists active "):]))
    if what.startswith("active opponents "):
        return state.active_opponents_of_raj(state.map.resolve(what[len("active opponents "):]))
    if what.startswith("control margin "):
        s = state.map.resolve(what[len("control margin "):])
        return state.spaces[s].cubes - state.active_opponents_of_raj(s)
    if arg and head in SPACE_FIELDS | {"level", "control"}:
        sid = state.map.resolve(arg)
        if head == "level":
            return terms.LEVEL_NAMES[state.spaces[sid].level]
        if head == "control":
            return state.raj_control(sid)
        return getattr(state.spaces[sid], head)
    raise ValueError(f"look: unknown '{what}'")


def nc_spaces(state, activists: str) -> list[str]:
    """Non-Cooperation locations outside a Crisis (3.3.4): Protest spaces with the faction's
    Activists and no Raj Control."""
    return names(state, [s for s, sp in state.spaces.items()
                         if sp.protest and getattr(sp, activists) and not state.raj_control(s)])


def gandhi_lifted(state) -> int:
    """The Raj's marker while Gandhi is on his way (he has left United Provinces, IT:2541, and
    not yet reached Bombay Presidency, IT:2543): the board with Gandhi off it."""
    trial = state.copy()
    trial.gandhi = terms.AVAILABLE
    return totals(trial).marker(terms.RAJ)


def case_id(case) -> str:
    line, what, _, _, it = case
    return f"L{line}-IT{it}-" + re.sub(r"[^A-Za-z0-9+-]+", "_", what).strip("_")


# ---------------------------------------------------------------- the tests
@pytest.mark.parametrize("line,what,expected,words,it", CHECKPOINTS, ids=[case_id(c) for c in CHECKPOINTS])
def test_tutorial_checkpoint(line, what, expected, words, it):
    """The figure the book states at IT:`it` ("`words`") is the engine's after log line `line`."""
    got = look(state_after(line), what, line)
    assert got == expected, f"after log line {line}, {what}: engine {got!r}, book (IT:{it}) {expected!r}: {words}"


def test_tutorial_log_validates_clean():
    """The whole tutorial, every move legal (`gandhi validate` exit 0): nine Event cards, the
    Campaign round and the card it interrupted; the only note is #32's unknown faction order."""
    result = replay(parse_file(LOG))
    assert result.violations == [], [str(f) for f in result.violations]
    assert result.cards_played == 10
    assert [n.line for n in result.notes] == [134]
    out = CliRunner().invoke(main, ["validate", str(LOG)])
    assert out.exit_code == 0, out.output


def test_checkpoints_look_at_statements():
    """Each checkpoint's line is a move (not a blank line or a comment), so an edit of the log
    that shifts its lines shows here first; every IT line is inside the tutorial."""
    for line, what, _, _, it in CHECKPOINTS:
        text = LINES[line - 1].split("#", 1)[0].strip()
        assert text, f"log line {line} ({what}) is blank or a comment"
        assert 2248 <= it <= 2740, (line, what, it)


def test_every_tut_reading_is_in_the_rules_notes():
    """A checkpoint that asserts the rules' figure against the book's names its TUT-n row, and
    that row exists in docs/rules-notes.md with both readings."""
    notes = NOTES.read_text(encoding="utf-8")
    cited = {m for *_, words, _ in CHECKPOINTS for m in re.findall(r"TUT-\d+", words)}
    assert cited
    for tut in sorted(cited):
        row = re.search(rf"^\| {tut} \| IT:\d+[^\n]*the book says[^\n]*the rules[^\n]*we (follow|read)", notes, re.M)
        assert row, f"{tut} has no row in docs/rules-notes.md"
