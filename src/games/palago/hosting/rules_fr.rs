//! `/rules topic:palago…` in French: the same topics, order and rulings
//! as [`super::rules::PALAGO_TOPICS`], in the words of Palago's French
//! rule text (tuile, créature, droite, pointe, pont).

/// Palago's `/rules` topics in French: the same names, order and rulings
/// as [`super::rules::PALAGO_TOPICS`].
pub const PALAGO_TOPICS_FR: [(&str, &str); 8] = [
    (
        "palago",
        "**Palago** (Cameron Browne, 2008) : deux joueurs, Blanc et Bleu, posent des tuiles hexagonales identiques sur une table ouverte, deux par tour. \
Chaque tuile porte une droite et deux petites pointes, les deux couleurs sur chaque tuile. \
Le premier à fermer une région de sa couleur bordée d'une droite, une *créature*, gagne (P10, P11). \
Sujets : palago-tile, palago-table, palago-turn, palago-holes, palago-creatures, palago-end, palago-notation.",
    ),
    (
        "palago-tile",
        "**La tuile (P3, P4).** Les 48 tuiles sont le même hexagone, moitié blanc, moitié bleu : une **droite** passe par le centre et joint deux côtés opposés, \
et deux petites **pointes**, une blanche et une bleue, entourent deux coins opposés. \
Le reste de chaque couleur est un **pont** qui va d'un coin de sa couleur à un autre. \
Une tuile se pose de trois façons, numérotées selon la direction de sa droite : `0` debout │, `1` penchée à gauche ╲, `2` penchée à droite ╱ (l'image les montre dans cet ordre). \
Les couleurs des coins ne changent jamais (P2) : chaque coin du plan est blanc ou bleu pour de bon, donc les couleurs se raccordent toujours le long des côtés qui se touchent. \
Une tuile tournée d'un sixième de tour ne se raccorderait à rien : il n'y a pas d'orientation 3, 4 ou 5.",
    ),
    (
        "palago-table",
        "**La table (P1, P6).** Il n'y a pas de plateau : les tuiles se posent sur le plan contre celles déjà posées. \
Les cases se nomment `q,r` : la première tuile de la partie est en `0,0` ; `q` croît vers l'est, `r` vers le sud le long d'une colonne. \
L'image écrit le nom de chaque case où la prochaine tuile peut aller. Autour de `0,0` :\n\
```\n        0,-1\n  -1,0      1,-1\n        0,0\n  -1,1      1,0\n        0,1\n```",
    ),
    (
        "palago-turn",
        "**Un tour (P5, P7, P9).** Blanc commence, en `0,0` ; à chaque tour, le joueur pose **deux tuiles côte à côte**, dont au moins une touche une tuile déjà sur la table. \
Ce n'est que quand la première tuile termine la partie qu'elle fait un tour à elle seule. \
L'ordre compte : la première tuile est jugée seule. \
Ici : /place cell:q,r orientation:k pour chaque tuile (un aperçu privé à chaque fois), /undo pour revenir en arrière, /end pour publier le tour ; \
ou tout le tour d'un coup, /play actions:\"0,1:1 1,1:2\".",
    ),
    (
        "palago-holes",
        "**Trous isolés (P8).** Une case vide dont les six voisines sont occupées est un trou isolé. \
La première tuile d'un tour ne peut y aller que si elle termine la partie, puisque la seconde n'aurait nulle part où aller. \
Une seconde tuile peut combler un trou que la première vient de créer. Les trous de deux cases ou plus sont des cases ordinaires.",
    ),
    (
        "palago-creatures",
        "**Créatures (P10, P11).** Une région est une zone d'une seule couleur, d'un seul tenant à travers les tuiles. Elle est fermée quand aucune case vide ne la touche, ni dedans ni dehors. \
Une région fermée bordée d'au moins une droite est une **créature** ; une région fermée sans droite est un **œil** (trois pointes autour d'un coin), et elle ne compte pas. \
La plus petite créature demande cinq tuiles. Après chaque tuile : s'il existe des créatures d'une couleur, ce joueur gagne, quel que soit celui qui a posé la tuile ; \
si une tuile ferme à la fois des créatures des deux couleurs, le joueur qui l'a posée perd. L'image montre la créature gagnante de Bleu, détourée.",
    ),
    (
        "palago-end",
        "**La fin (P11, P12, échéances).** La partie s'arrête quand une créature est fermée. Quand les 48 tuiles sont posées sans créature, la partie est nulle ; \
avec l'option de départage (`/new game:palago tiebreak:true`), chaque joueur compte alors les droites de la plus grande région ouverte de sa couleur, et le plus grand compte gagne. \
/resign donne la partie à l'adversaire. \
Quand la partie a une échéance par tour (`turn-hours:`), un rappel vient avant, et le joueur qui la laisse passer **perd la partie**. \
C'est une règle du bot, pas de Browne : à deux joueurs, personne ne peut réclamer un tour oublié comme le font les joueurs de Palanquée (R21). \
Les ordinateurs ne jouent jamais seuls : une partie où plus aucune personne ne joue s'arrête aussitôt, sans classement (à Palago, un abandon ou une échéance manquée termine déjà la partie).",
    ),
    (
        "palago-notation",
        "**Formes écrites (P13).** Une case s'écrit `q,r` (`-1,2`), une pose `q,r:k` (`1,-1:2`), un tour une ou deux poses séparées par une espace. \
La feuille de partie a un tour par ligne, `1. W 0,0:1 -1,1:0`, et le résultat après le dernier (`(B wins)`) ; la rejouer reconstruit la partie. \
/export la donne, les joueurs nommés sur des lignes `#`, et `palanquee play --game palago` la rejoue, un tour par argument. \
Un texte illisible est refusé en nommant P13 ; un tour lisible qui enfreint une règle est refusé en nommant cette règle, et ne change rien.",
    ),
];

#[cfg(test)]
mod tests {
    use super::super::rules::PALAGO_TOPICS;
    use super::*;
    use crate::commands::TEXT_LIMIT;

    /// The Palago ruling ids a text names (`P13`), sorted.
    fn rulings(text: &str) -> Vec<&str> {
        let mut ids: Vec<&str> = text
            .split(|c: char| !c.is_ascii_alphanumeric())
            .filter(|w| {
                w.len() > 1 && w.starts_with('P') && w[1..].chars().all(|c| c.is_ascii_digit())
            })
            .collect();
        ids.sort_unstable();
        ids
    }

    #[test]
    fn every_palago_topic_is_in_french_with_the_same_rulings_and_fits_a_reply() {
        for ((name, english), (nom, french)) in PALAGO_TOPICS.iter().zip(PALAGO_TOPICS_FR.iter()) {
            assert_eq!(name, nom);
            assert_ne!(english, french, "{name} is not translated");
            assert_eq!(rulings(english), rulings(french), "{name}");
            assert!(french.chars().count() <= TEXT_LIMIT, "{name}");
        }
        assert_eq!(PALAGO_TOPICS.len(), PALAGO_TOPICS_FR.len());
    }
}
