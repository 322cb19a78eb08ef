### `/rules` en français : les mêmes sujets, dans le même ordre, avec les
### mêmes décisions, dans les mots de la règle française (graine, pousse,
### plante, tenaille, réclamer).

board = **Le plateau (R1-R6).** 19 colonnes A-S d'hexagones à sommet plat, 16 rangées ; les colonnes B, D, F… sont décalées d'une demi-case vers le bas. Les bords haut et bas sont bleus et se rejoignent : la rangée 16 touche la rangée 1 ; chaque colonne est un anneau. Les bords gauche et droit sont rouges : rien ne les traverse, et ils prennent part aux captures. Les lignes suivent une colonne ou une diagonale ; la distance compte les pas sur ce cylindre.
plants = **Les plantes (R7, R8).** Chaque joueur a 50 pousses et 3 graines. Une plante est un groupe connexe de tes pièces qui contient au moins une graine. Les pousses coupées de toute graine sont retirées aussitôt (élagage massif). Les plantes fusionnent quand elles se touchent et se séparent quand on les coupe ; le plateau distingue toujours les plantes.
turn = **Ton tour (R9-R12, R19).** Chaque graine que tu avais sur le plateau au début de ton tour donne une action à la plante qui la porte : *pousser* (une pousse, ou une graine, sur une case vide touchant la plante), *déplacer* (une pousse vers une case vide touchant une autre pièce de sa plante ; les graines ne bougent jamais), *récolter* (une graine rendue à la réserve, d'une plante qui en a deux ou plus, sans isoler de pousses), *tailler* (une pousse remise en réserve). Au lieu d'une action, tu peux *semer* une de tes graines où tu veux. Sans graine sur le plateau, tu as un semis, obligatoire sans parasite (R30). Une graine au plus est posée par tour. Pendant tes trois premiers tours, chaque pièce reste à 3 cases ou plus des pièces ennemies.
captures = **Les captures (R13-R18).** Après avoir posé une pièce, regarde dans les six directions : une suite de pièces ennemies (de toutes couleurs) fermée par une des tiennes est capturée, de même qu'une suite d'une seule couleur pressée contre un bord rouge. Une colonne sans deux cases vides adjacentes est saturée : tout ce qu'elle contient part, tes pièces comprises. Les pousses capturées retournent à leur propriétaire ; les graines capturées sont perdues pour de bon. Tu ne peux pas laisser tes propres pièces capturables, sauf si les captures de ton coup suppriment la menace, et tu ne peux pas reprendre aussitôt une capture qui vient de prendre les tiennes sur la case où tu joues.
claims = **Oublis et réclamations (R20, R21).** Tu peux finir un tour avec des actions inutilisées, mais chaque action inutilisée permet à un adversaire de réclamer : retirer une graine d'une plante qui n'a pas utilisé son action (en règles avancées, un parasite qui n'a pas agi est pris en entier, R30). Les réclamations sont ouvertes de la fin de ce tour jusqu'au début de ton tour suivant. Ce qui peut être réclamé est fixé à la fin de ce tour : les réclamations valent dans n'importe quel ordre, par un ou plusieurs adversaires. Un tour terminé par son échéance laisse inutilisées toutes les actions restantes.
end = **La fin (R22, R23).** Un joueur sans graine sur le plateau ni en réserve (et, en règles avancées, sans parasite) est éliminé. Le dernier joueur restant gagne. Tu peux abandonner à tout moment ; tes pièces quittent le plateau. Si les dernières graines de tous partent en même temps, la partie est nulle. Les ordinateurs ne jouent jamais seuls : quand plus aucune personne ne joue dans une partie (toutes ont abandonné, laissé passer l'échéance ou sont éliminées), elle s'arrête aussitôt, sans classement. **Fin d'un commun accord** (notre décision : les règles officielles n'en disent rien) : avec /proposer-fin, dès que toutes les autres personnes encore en jeu acceptent, la partie s'arrête là. Les joueurs encore en jeu sont classés d'après les graines qu'ils possèdent (sur le plateau et en réserve, R7), le plus grand nombre d'abord, puis d'après leurs pousses sur le plateau ; à égalité, ils partagent la place. Les joueurs déjà éliminés gardent leur place, derrière tous les survivants (ceux qui ont abandonné en dernier). Un ordinateur refuse toujours. Avec /reprendre, le joueur qui a publié le dernier tour demande à le reprendre tant que le suivant n'est pas publié ; si tous les autres acceptent, plateau, réserves, réclamations et échéance reviennent à l'état d'avant (pas dans les parties de tournoi, ni après un tour clos par son échéance).
advanced = **Règles avancées (R30-R36)**, choisies avec `/nouvelle règles:advanced`. Trois choses s'ajoutent au jeu de base :
    • **Boutons et lancers (R32).** Une pousse entourée de six de tes pousses est un bouton ; son centre peut être *lancé* jusqu'à 6 cases pour atterrir contre une plante ou un parasite ennemis (on peut parasiter un parasite) : `/lancer de vers`.
    • **Parasites (R30, R31).** Une pousse lancée vit sans graine tant qu'elle touche un ennemi. Dès ton tour suivant, elle a sa propre action, que tu dois utiliser : pousser, tailler ou déplacer. Oublie-la et les adversaires peuvent la réclamer en entier. Tant qu'un parasite vit, tu n'es pas tenu de semer, même sans graine sur le plateau (R11).
    • **Feuilles (R36).** Un bouton avec une pousse de plus dans le prolongement de son anneau est une feuille : restée intacte d'un tour au suivant, elle donne à sa plante une action bonus (deux feuilles au plus).
    Plus : /règles sujet: parasites, launch, leaves.
parasites = **Les parasites (R30, R31).** Un groupe de tes pousses sans graine, touchant une plante ou un parasite ennemi, né d'un lancer ou de la séparation d'un parasite. Les pousses coupées de tes graines de toute autre façon sont toujours retirées aussitôt : un reste de plante ne devient jamais parasite.
    ```
    {"   "}K  L  M
    {"      "}b         a : parasite d'une pousse d'alice en K8,
    {"   "}a     b          lancé contre la plante de bob
    {"      "}B         B : graine de bob en L8, b : ses pousses
    {"         "}b
    ```
    • À partir de ton tour suivant sa naissance, chaque parasite a **une action, qu'il doit utiliser** : *pousser* (une pousse à côté de lui), *tailler*, ou *déplacer* (un parasite d'une pousse se déplace d'une case et doit continuer de toucher l'ennemi ; un plus grand se déplace comme une plante). Il ne sème, ne récolte ni ne pose jamais de graine (R12).
    • Privé de contact ennemi (son hôte capturé, par exemple), un parasite est retiré et ses pousses reviennent.
    • S'il touche une de tes plantes, il en fait partie ; coupé en deux, il fait deux parasites, qui agissent chacun dès ton tour suivant.
    • Un parasite que tu laisses sans son action peut être **réclamé en entier** par un adversaire (R21).
    • Avec un parasite en vie, tu n'es pas éliminé, et tu n'es pas tenu de semer : tu peux finir un tour sans graine sur le plateau (R11, R22). Prendre les dernières graines de tous quand il ne reste que des parasites fait une partie nulle (R23).
launch = **Les boutons et le lancer (R32).** Un bouton est une pousse dont les six voisines sont toutes tes pousses (7 pousses, sans graine), dans une plante ou un parasite :
    ```
    {"      "}H
    {"      "}o         o : tes pousses H7, G8, I8, G9, I9, H9
    {"   "}o     o      C : le centre H8, entouré de six des tiennes
    {"      "}C
    {"   "}o     o
    {"      "}o
    ```
    Comme l'une des actions de cette plante, `/lancer de:C vers:X` soulève le centre et le pose sur une case vide X à 6 pas au plus, par-dessus toutes les pièces. X ne doit toucher **aucune** de tes pièces et **doit** toucher une plante ou un parasite ennemis : on peut parasiter un parasite. La pousse devient un parasite (/règles sujet: parasites) ; l'atterrissage capture comme toute pose (R14). Un lancer par plante ou parasite et par tour. Exemple : avec un bouton centré en H8 et la plante de bob en colonne K, `/lancer de:H8 vers:L8` atterrit à 4 cases contre bob.
leaves = **Les feuilles (R36).** Une feuille est un bouton plus une pointe : une pousse de plus à côté d'une pousse de l'anneau, sur la ligne droite qui part du centre et passe par elle (8 pousses, sans graine) :
    ```
    {"      "}H
    {"      "}t         t : la pointe H6, alignée avec le centre
    {"      "}o             C (H8) et la pousse H7 de l'anneau
    {"   "}o     o
    {"      "}C
    {"   "}o     o
    {"      "}o
    ```
    Une feuille intacte à la fin de ton tour précédent et encore debout au début de ton tour donne à sa plante (ou à son parasite) **une action bonus** ce tour ; deux feuilles au plus par plante, et les feuilles ne partagent pas de pousses. Les actions bonus sont **facultatives** (pas de réclamation si elles restent inutilisées) et ne récoltent, ne sèment ni ne posent jamais de graine. Déplacer, tailler ou lancer une pousse de la feuille annule son bonus s'il n'a pas encore servi. Exemple : la graine G7 de a avec les pousses H6 H7 H8 H9 G8 G9 I8 I9 fait une feuille centrée en H8 avec sa pointe en H6.
intro = **Palanquée** (Ludovic Robillard) : fais grandir tes plantes, capture les graines adverses, reste le dernier.
more = Plus : /règles sujet: { $topics }

computers = **Les ordinateurs (/ajouter-ordinateur).** Du plus faible au plus fort : **beginner** (débutant) { level-beginner } **easy** (facile) { level-easy } **medium** (moyen) { level-medium } **hard** (fort) { level-hard } Chaque niveau bat celui d'en dessous au moins deux parties sur trois sur de nombreuses parties à deux (le README donne les chiffres, et ceux à cinq).
# Le jeu d'un niveau, dit quand /ajouter-ordinateur l'installe.
level-beginner = joue ses actions au hasard, mais ne manque jamais celle qui gagne la partie (R22) : pour une première partie.
level-easy = prend le meilleur matériel à chaque action et, quand la partie s'allonge, se rapproche des graines adverses ; mais une action sur quatre est jouée au hasard, et il ne voit pas les menaces.
level-medium = pèse six tours candidats contre la réponse gourmande de chaque adversaire, jugés comme le fait hard : voit les captures à portée et les menaces ; manque les plans lents.
level-hard = cherche pendant deux secondes, répond à chaque adversaire et regarde un tour plus loin ; en fin de partie, il presse les dernières graines.
