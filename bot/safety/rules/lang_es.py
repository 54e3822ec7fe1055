"""Rules written for Spanish: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match ("daño" is "dano", "años" is "anos"). Rule ids are
``<category>.es[_<what>]``. The English softeners (negation, past, laughter) do not read Spanish,
so these rules carry their own: a ``veto`` for calm memories and for idioms, and negative
look-aheads for the everyday objects of danger verbs ("me pego la gripe").
"""

from __future__ import annotations

import functools

from bot.safety.model import Category
from bot.safety.rule import Rule
from bot.safety.rule import rule as _rule

C = Category

# The plain form keeps accents ("años", "qué oso"): every pattern, veto and look-ahead holds there
# too, and the negation is in the patterns themselves.
SPELLINGS = {"a": "aá", "e": "eé", "i": "ií", "o": "oó", "u": "uúü", "n": "nñ"}
rule = functools.partial(_rule, negatable=False, spellings=SPELLINGS)


# Up to two (or three) short words between the parts of a phrase.
G2 = r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
G3 = r"\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
# A calm memory: the harm is told as over ("hace 5 años", "en 2017", "ya paso", "hoy estoy bien").
PAST = (
    r"^(?!.{0,1000}\b(?:otra\W{1,3}vez|de\W{1,3}nuevo|sigue|todavia|anoche|volvio\W{1,3}a)\b)"
    r".{0,1000}?(?:(?<!desde )\bhace\W{1,3}(?:\w{1,8}\W{1,3}){0,2}(?:an\w?os|ano|meses|tiempo|muc"
    r"ho|inviernos|"
    r"veranos|rato\W{1,3}que)\b|\b(?:en|del|el)\W{1,3}(?:ano\W{1,3})?(?:19|20)\d\d\b|\balla\W{1,3}"
    r"por\b|\bya\W{1,3}(?:paso\b(?!\W{1,3}(?:el|la|un|una))|pasaron\W{1,3}(?:\w{1,6}\W{1,3})?(?:a"
    r"nos|meses)|van\W{1,3}\d{1,2}\W{1,3}(?:anos|meses)|es\W{1,3}(?:pasado|historia)|se\W{1,3}aca"
    r"bo|"
    r"no\W{1,3}(?:estoy\W{1,3}con|vivo\W{1,3}con|me\W{1,3}(?:da|tiembl)|es\W{1,3}mi|tengo\W{1,3}q"
    r"ue)|"
    r"tengo\W{1,3}\d|soy\W{1,3}(?:otra|abuela))|\beso\W{1,3}(?:fue|quedo|ya)\b|\bde\W{1,3}(?:joven|"
    r"chic[oa]|nin[oa]|novios|chamo|adolescente)\b|\ben\W{1,3}mi\W{1,3}juventud|\bcuando\W{1,3}(?"
    r":yo\W{1,3})?(?:tenia|era)\b|\btenia\W{1,3}\d|\bme\W{1,3}acord|\bme\W{1,3}acuerdo\W{1,3}de\W"
    r"{1,3}(?:cuando|la\W{1,3}vez|las\W{1,3}veces|"
    r"como|aquel|aquella|esa|esos|esas|la\W{1,3}noche|los|todas)|\bya"
    r"\W{1,3}lo\W{1,3}(?:trabaje|supere|sane|hable)|\bcontar\W{1,3}en\W{1,3}(?:el\W{1,3}grupo|ter"
    r"apia)|\bme\W{1,3}"
    r"vino\W{1,3}(?:el|a)\W{1,3}(?:recuerdo|cabeza)|\brecuerd[oae]|\brecorde|\ben\W{1,3}la\W{1,3}"
    r"secundaria|\bhoy\W{1,3}(?:ya\W{1,3})?(?:estoy\W{1,3}(?:bien|a\W{1,3}salvo|en\W{1,3}la\W"
    r"{1,3}uni)|"
    r"soy\W{1,3}otra|tengo\W{1,3}(?:mi|la|las|\d)|vivo|puedo|celebro|estudio|ayudo|lo\W{1,3}"
    r"(?:entiendo|cuento|conte))|\bterapia|\bterapeuta|\bpsicologa|\bllevo\W{1,3}(?:\w{1,8}\W"
    r"{1,3})?"
    r"(?:anos|meses)\W{1,3}sin\b|\bnunca\W{1,3}mas\W{1,3}"
    r"volvi|\b(?:antes|el\W{1,3}ano\W{1,3}pasado)\W{1,3}(?:me|yo|el|ella|pensaba|vivia)\b)"
)
# Laughter and "it's a joke" (but not "no es broma").
JOKE = r"\bjaja|\bjeje|\bxd\b|(?<!no )\b(?:es|era)\W{1,3}(?:broma|chiste)\b|\bq\w?\W{1,3}oso\b"
# Embarrassment and the like: "me quiero morir de la vergüenza".
SHAME = r"\bverguenza|\brisa\b|\broche\b|\bque\W{1,3}oso|\bq\W{1,3}oso|\bqu[eé]\W{1,3}pena\b"
IDIOM_DE = (
    r"(?!\W{1,3}(?:de|del|a|con)\W{1,3}(?:la\W{1,3}|un\W{1,3}|una\W{1,3})?(?:verguenza|risa|pena|"
    r"amor|"
    r"ternura|aburrimiento|envidia|hambre|calor|frio|sueno|ganas|susto|disgustos?|nervios|"
    r"preguntas|curiosidad|ansiedad|cansancio|miedo|trabajo|besos|patadas|chistes|intriga))"
)
# The writer's own acts that are chores, not harm.
NOT_HARD_WORK = (
    r"(?!\W{1,3}(?:estudiando|trabajando|a\W{1,3}(?:trabajar|estudiar)|en\W{1,3}el\W{1,3}gym))"
)
KIN = (
    r"(?:amig[oa]|amigu\w{1,3}|herman[oa]|prim[oa]|mama|madre|papa|padre|hij[oa]|compa\w{0,6}|"
    r"novi[oa]|pareja|ti[oa]|vecin[oa]|sobrin[oa]|abuel[oa]|cunad[oa]|companer[oa]|nieto|nieta|"
    r"pana|marido|esposo|esposa|mujer|jeva|ex)"
)
KID = (
    r"(?:hij[oa]s?|nen[ea]s?|nin[oa]s?|bebe|bb|chic[oa]s|peques?|niet[oa]s?|chamac[oa]s?|"
    r"pequen[oa]s?|menores|criatura)"
)
PLACE_HIGH = (
    r"(?:puente|azotea|techo|tejado|cornisa|balcon|baranda|barandilla|acantilado|precipicio|repre"
    r"sa|"
    r"barranco|faro|tanque|presa|"
    r"terraza|edificio|torre|mirador|muelle|malecon|vias|via\W{1,3}del\W{1,3}tren|anden|ultimo"
    r"\W{1,3}piso|borde)"
)
PILLS = (
    r"(?:pastillas|pastis|pildoras|comprimidos|capsulas|calmantes|somniferos|antidepresivos|"
    r"ansioliticos?|clonazepam|alprazolam|diazepam|lorazepam|rivotril|lexatin|tramadol|"
    r"quetiapina|sertralina|paracetamol\w{0,3}|ibuprofeno|aspirinas|insulinas?|zopiclona|"
    r"fluoxetina|benzos?|antigripales|melatonina|morfina)"
)
PILL_KEYS = (
    "pastillas|pastis|pildoras|comprimidos|capsulas|calmantes|somniferos|antidepresivos|"
    "ansiolitico|clonazepam|alprazolam|diazepam|lorazepam|rivotril|lexatin|tramadol|quetiapina|"
    "sertralina|paracetamol|ibuprofeno|aspirinas|insulina|zopiclona|fluoxetina|benzo|antigripales|"
    "melatonina|morfina"
)
WEAPON = (
    r"(?:cuchillo|navaja|machete|pistola|revolver|escopeta|arma|fusil|gillette|cuchilla|"
    r"hoja\W{1,3}de\W{1,3}afeitar|bate|tijeras|cutter|cuter)"
)
# A person (not an exam, boss or the traffic) threatening to kill: the everyday subjects that
# "me va a matar" jokes are made of, right before the verb.
EVERYDAY_KILLER = (
    r"\b(?:jefe|jefa|profe\w{0,4}|maestr[oa]|examen|trafico|calor|gato|perro|nino|mama|madre|"
    r"mami|viejo|vieja|abuela|hermana|hermano|suegra|compa\w{0,6}|entrenador|sargento|"
    r"cuesta|factura|lunes|antojo|zapatos|pantalon|tesis|cancion|trabajo|chamba|bebe|hij[oa]"
    r")\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:me|nos|te)\W{1,3}(?:va|van|quiere|mata|matan|matara|"
    r"esta|tiene)|\bsi\W{1,3}(?:la|el|mi)\W{1,3}\w{1,10}\W{1,3}(?:ve|se\W{1,3}entera)"
)

RULES: tuple[Rule, ...] = (
    # --- suicide: the writer's own wish, plan or act -------------------------------------
    rule(
        "suicide.es",
        C.SUICIDE,
        r"\b(?:matarme|suicidarme|suicidar|suicidio|suicidarse|ahorcarme|colgarme|autoeliminarme|"
        r"quitarme\W{1,3}la\W{1,3}vida|quitarme\W{1,3}de\W{1,3}en\W{1,3}medio|pegarme\W{1,3}un"
        r"\W{1,3}tiro|volarme\W{1,3}la\W{1,3}cabeza)\b" + IDIOM_DE + NOT_HARD_WORK + r"|\bme\W{1,3}"
        r"(?:\w{1,10}\W{1,3})?(?:voy|quiero|quisiera|queria|pienso|iba|vuelvo|puedo)\W{1,3}(?:a\W"
        r"{1,3})?"
        r"(?:matar|suicidar|colgar|ahorcar|quitar\W{1,3}la\W{1,3}vida|eliminar)\b"
        + IDIOM_DE
        + NOT_HARD_WORK
        + r"|\b(?:mejor|si|hoy\W{1,3}si|porque|pq|xq|que|y)\W{1,3}me\W{1,3}"
        r"mat[oe]\b(?!\W{1,3}(?:el|la|los|las|con|de|estudiando|trabajando|a\W{1,3}\w))|"
        r"\b(?:acabar|terminar|poner\W{1,3}fin|ponerle\W{1,3}fin)\W{1,3}(?:con\W{1,3}|a\W{1,3})?(?"
        r":mi"
        r"\W{1,3}(?:propia\W{1,3})?vida|conmigo|mi\W{1,3}existencia)|\bme\W{1,3}voy\W{1,3}a\W{1,3}"
        r"suicidar|\b(?:pensamientos|ideas?|intento)\W{1,3}(?:suicidas?|de\W{1,3}suicidio)",
        negatable=False,
        veto=PAST + r"|\bsi\W{1,3}(?:pierde|gana)\b",
        keys="matarme|suicid|ahorcarme|colgarme|autoeliminarme|quitarme|pegarme|volarme|matar|"
        "colgar|ahorcar|quitar|eliminar|mato|mate|vida|conmigo|existencia",
    ),
    rule(
        "suicide.es_wish",
        C.SUICIDE,
        r"\b(?:quiero|quisiera|querria|deseo|desearia|ganas\W{1,3}de|ojala|solo\W{1,3}pienso\W{1,3}"
        r"en|lo\W{1,3}unico\W{1,3}que\W{1,3}quiero\W{1,3}es|prefiero|pensando\W{1,3}(?:\w{1,12}\W"
        r"{1,3})?"
        r"en|dejarme)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:morir(?:me)?|morirme|estar\W{1,3}muert[oa]|me\W{1,3}muriera|me\W{1,3}muera|no\W{1,3}"
        r"despertar|no\W{1,3}haber\W{1,3}nacido|dejar\W{1,3}de\W{1,3}(?:existir|vivir|estar)|"
        r"desaparecer\W{1,3}para\W{1,3}siempre|dormir\W{1,3}para\W{1,3}siempre)\b"
        + IDIOM_DE
        + r"|\bme\W{1,3}quiero\W{1,3}morir\b"
        + IDIOM_DE
        + r"|\bno\W{1,3}quiero\W{1,3}(?:seguir"
        r"\W{1,3}|estar\W{1,3})?(?:vivir|viv[oa]|existir|despertar)\b|\bno\W{1,3}vale\W{1,3}la"
        r"\W{1,3}pena\W{1,3}(?:seguir\W{1,3})?vivir|\bque\W{1,3}sentido\W{1,3}tiene\W{1,3}"
        r"(?:seguir\W{1,3})?(?:vivir|viv[oa])|\bvoy\W{1,3}a\W{1,3}dejar\W{1,3}de\W{1,3}existir",
        negatable=False,
        veto=PAST + "|" + JOKE + "|" + SHAME,
        keys="quiero|quisiera|querria|deseo|desearia|ganas|ojala|pienso|prefiero|vale|sentido|pensando|dejarme|"
        "existir",
    ),
    rule(
        "suicide.es_method",
        C.SUICIDE,
        r"\b(?:tirarme|aventarme|lanzarme|arrojarme|botarme|me\W{1,3}(?:(?:voy\W{1,3}a|quiero|qui"
        r"siera|"
        r"pienso|iba\W{1,3}a)\W{1,3})?"
        r"(?:tiro|tire|tirar|aviento|avente|aventar|lanzo|lance|lanzar|arrojo|arrojar))\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:del|al|desde|por|a|bajo|de)\W{1,3}(?:la\W{1,3}|el\W{1,3}|los\W{1,3}"
        r"|las\W{1,3}|un\W{1,3}|una\W{1,3})?(?:puente|balcon|metro|tren|edificio|techo|azotea|"
        r"ventana|vias|rio|mar|acantilado|precipicio|camion|carro|auto|cornisa|vacio|piso|torre|"
        r"terraza)\b|\b(?:pegarme|me\W{1,3}pego|me\W{1,3}voy\W{1,3}a\W{1,3}pegar|me\W{1,3}pegue)"
        r"\W{1,3}un\W{1,3}(?:tiro|balazo)|\b(?:cortarme|me\W{1,3}corto|me\W{1,3}voy\W{1,3}a\W{1,3}"
        r"cortar|abrirme)\W{1,3}las\W{1,3}venas|\b(?:me\W{1,3}(?:voy\W{1,3}a\W{1,3})?|pienso\W{1,3}"
        r")(?:estrellar(?:me)?|estrello)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?contra|\b(?:meterme|me"
        r"\W{1,3}voy\W{1,3}a\W{1,3}meter)\W{1,3}(?:al|en\W{1,3}el)\W{1,3}(?:mar|rio)|\b(?:usarla|"
        r"usarlo)\W{1,3}contra\W{1,3}mi\b|\bme\W{1,3}imagino\W{1,3}(?:ahorcad[oa]|colgad[oa]|"
        r"muert[oa])|\bclavarmelo\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bgalleta",
        keys="tirarme|aventarme|lanzarme|arrojarme|botarme|tiro|tire|tirar|aviento|avente|aventar|"
        "lanzo|lance|lanzar|arrojo|arrojar|balazo|venas|estrellar|estrello|meterme|meter|usarla|"
        "usarlo|imagino|clavarmelo",
    ),
    rule(
        "suicide.es_farewell",
        C.SUICIDE,
        r"\b(?:es|esta\W{1,3}es|sera)\W{1,3}mi\W{1,3}ultim[oa]\W{1,3}(?:noche|dia|mensaje)\b|\bmi"
        r"\W{1,3}"
        r"ultima\W{1,3}noche\b|"
        r"\bcartas?\W{1,3}de\W{1,3}despedida|\b(?:cuando|por\W{1,3}si)\W{1,3}(?:ya\W{1,3})?no"
        r"\W{1,3}(?:este|estoy)\b|\bya\W{1,3}no\W{1,3}voy\W{1,3}a\W{1,3}(?:estar|necesitar|"
        r"poder\W{1,3}cuidar|sentir\W{1,3}nada|molestar|estorbar|ser\W{1,3}un\W{1,3}problema)|"
        r"\bme\W{1,3}estoy\W{1,3}despidiendo|\bme\W{1,3}despedi\W{1,3}de\b|\bdejo\W{1,3}este"
        r"\W{1,3}mundo|\bme\W{1,3}quiero\W{1,3}ir\W{1,3}de\W{1,3}este\W{1,3}mundo|\bdespido\W{1,3}"
        r"de\W{1,3}este\W{1,3}mundo|\b(?:irme|ir)\W{1,3}(?:con\W{1,3}mi\W{1,3}\w{1,8}\W{1,3})?al"
        r"\W{1,3}cielo|\bpronto\W{1,3}(?:no\W{1,3}(?:voy|me)|nada\W{1,3}de\W{1,3}esto)|\bya\W{1,3}"
        r"casi\W{1,3}lo\W{1,3}arreglo|\bestoy\W{1,3}regalando\W{1,3}mis|\bregale\W{1,3}mis\b|"
        r"\bmi\W{1,3}testamento|\btestamento\W{1,3}hoy|\besta\W{1,3}noche\W{1,3}se\W{1,3}termina|"
        r"\bperdon(?:enme|ame)?\W{1,3}(?:por\W{1,3}(?:todo|lo\W{1,3}que\W{1,3}voy))|\bsi\W{1,3}"
        r"manana\W{1,3}no\W{1,3}(?:te\W{1,3})?(?:escribo|contesto|aparezco|respondo)|\bno\W{1,3}me"
        r"\W{1,3}esperen\b|\bya\W{1,3}cumpli\W{1,3}mi\W{1,3}tiempo",
        negatable=False,
        gentle=True,
        veto=PAST,
        keys="ultimo|ultima|despedida|este|estoy|voy|despidiendo|despedi|mundo|cielo|pronto|arreglo|"
        "regalando|regale|testamento|termina|perdon|manana|esperen|cumpli",
    ),
    rule(
        "suicide.es_hopeless",
        C.SUICIDE,
        r"\bcansad[oa]\W{1,3}de\W{1,3}(?:vivir|existir|luchar)|\bharto\W{1,3}de\W{1,3}vivir|"
        r"\bharta\W{1,3}de\W{1,3}vivir|\b(?:no|ya\W{1,3}no)\W{1,3}(?:le\W{1,3})?(?:veo|encuentro)"
        r"\W{1,3}(?:sentido|salida)\W{1,3}a\W{1,3}(?:nada|esto|vivir|seguir)|\bya\W{1,3}no\W{1,3}"
        r"(?:quiero|puedo)\W{1,3}(?:seguir|mas)\b|\bno\W{1,3}(?:puedo|aguanto|doy)\W{1,3}mas\b|"
        r"\bme\W{1,3}rindo\b|\b(?:un|una)\W{1,3}(?:estorbo|carga|peso)\W{1,3}(?:para|pa)\b|"
        r"\bsoy\W{1,3}(?:un|una)\W{1,3}(?:estorbo|carga)\b|\bsi\W{1,3}yo\W{1,3}no\W{1,3}"
        r"(?:estuviera|existiera)|\bque\W{1,3}no\W{1,3}existiera\b|\bmejor\W{1,3}sin\W{1,3}mi\b|"
        r"\bno\W{1,3}(?:tengo|veo)\W{1,3}futuro|\b(?:dormir|dormirme|descansar)\W{1,3}(?:y\W{1,3}"
        r"(?:ya|no\W{1,3}(?:volver|despertar))|para\W{1,3}siempre|de\W{1,3}verdad)|\bno\W{1,3}"
        r"despertar(?:me)?\b|\bnadie\W{1,3}(?:me|lo|la)\W{1,3}(?:va|iba)\W{1,3}a\W{1,3}extranar|"
        r"\bnadie\W{1,3}(?:lo|me)\W{1,3}notaria|\bya\W{1,3}no\W{1,3}quiero\W{1,3}estar\W{1,3}"
        r"(?:aqui|aca)|\bme\W{1,3}atropell|\bestar\W{1,3}muert[oa]\b|\bya\W{1,3}nada\W{1,3}"
        r"(?:importa|me\W{1,3}importa)|\bno\W{1,3}me\W{1,3}queda\W{1,3}nada|\bnada\W{1,3}que"
        r"\W{1,3}me\W{1,3}amarre|\bmi\W{1,3}(?:existencia|vida)\W{1,3}(?:es\W{1,3}un\W{1,3}error|"
        r"se\W{1,3}acabo|no\W{1,3}vale)|\besto\W{1,3}ya\W{1,3}no\W{1,3}es\W{1,3}vida|\bla\W{1,3}"
        r"vida\W{1,3}no\W{1,3}es\W{1,3}(?:pa|para)\W{1,3}mi",
        negatable=False,
        gentle=True,
        veto=PAST + "|" + JOKE,
        keys="cansado|cansada|harto|harta|veo|encuentro|quiero|puedo|aguanto|doy|rindo|estorbo|carga|"
        "peso|estuviera|existiera|mejor|futuro|dormir|dormirme|descansar|despertar|despertarme|"
        "extranar|notaria|atropell|muerto|muerta|nada|amarre|existencia|vida",
    ),
    # --- the means at hand: a height, a rope, pills, gas, a blade, a gun -------------------
    rule(
        "means.es_height",
        C.MEANS,
        r"\b(?:estoy|sigo|ando|me\W{1,3}(?:sente|subi|pare|quede)|ya\W{1,3}estoy|acabo\W{1,3}de"
        r"\W{1,3}subir|subi)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:en|sobre|al|a\W{1,3}la|arriba\W{1,3}"
        r"(?:de|del)|encima\W{1,3}(?:de|del)|del)\W{1,3}(?:el\W{1,3}|la\W{1,3}|las\W{1,3}|lo\W{1,3}"
        r"alto\W{1,3}del\W{1,3})?" + PLACE_HIGH + r"\b|\b(?:borde|baranda|barandilla|cornisa|"
        r"reja|orilla)\W{1,3}(?:del|de\W{1,3}la)\W{1,3}" + PLACE_HIGH + r"|\b(?:cruce|pase|salte)"
        r"\W{1,3}(?:la|el)\W{1,3}(?:baranda|barandilla|reja|muro)|\bdel\W{1,3}otro\W{1,3}lado\W"
        r"{1,3}"
        r"de\W{1,3}la\W{1,3}(?:reja|baranda|barandilla)|\b(?:piernas|pies)\W{1,3}(?:colgando|"
        r"(?:pa|para|hacia)\W{1,3}(?:fuera|afuera))",
        negatable=False,
        needs=r"\b(?:mirando|miro|viendo|saltar|salto|tirarme|tiro|abajo|borde|baranda|barandilla|"
        r"reja|cornisa|nadie|sol[oa]|pensando|agua|rio|alto|piso|viento|madrugada|noche|am\b|"
        r"tren|metro|llega|pasa|viene|rato|hora|colgando|afuera|fuera|lloviendo|frio|ya\W{1,3}"
        r"(?:estoy|pase|cruce)|mensajes|escribo|escribiendo|avisar|despedir)",
        veto=PAST + r"|\btender|\bropa\b|\bfoto|\bvista\W{1,3}(?:tan|linda|hermosa)|\bmercad|"
        r"\barreglando|\bantena|\bcomprar|\bplaya",
        keys="estoy|sigo|ando|sente|subi|pare|quede|subir|borde|baranda|barandilla|cornisa|reja|"
        "orilla|cruce|pase|salte|otro|colgando|fuera|afuera",
    ),
    rule(
        "means.es_rope",
        C.MEANS,
        r"\b(?:soga|cuerda|lazo|cable|cinturon|sabana)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:colgad"
        r"[oa]|"
        r"atad[oa]|amarrad[oa]|lista|listo|preparad[oa]|de\W{1,3}la\W{1,3}viga|en\W{1,3}la\W{1,3}"
        r"viga|al\W{1,3}arbol|del\W{1,3}arbol)|\b(?:ate|amarre|colgue|prepare|compre|tengo|puse)"
        r"\W{1,3}(?:ya\W{1,3})?(?:la|el|una|un)\W{1,3}(?:soga|cuerda|lazo)\b(?!\W{1,3}(?:al\W{1,3}"
        r"cuello\W{1,3}con|de\W{1,3}(?:la\W{1,3})?(?:guitarra|saltar|tender)|para\W{1,3}(?:tender|"
        r"saltar)))|\b(?:silla|banco|taburete)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:debajo\W{1,3}del"
        r"\W{1,3}(?:lazo|nudo)|bajo\W{1,3}(?:la|el)\W{1,3}(?:soga|cuerda|lazo|viga))|\bnudo"
        r"\W{1,3}corredizo",
        negatable=False,
        veto=PAST + r"|\bsaltar\W{1,3}la\W{1,3}cuerda|\bguitarra|\bropa\b|\btender|\bcortina",
        keys="soga|cuerda|lazo|cable|cinturon|sabana|silla|banco|taburete|nudo",
    ),
    rule(
        "means.es_pills",
        C.MEANS,
        r"\b(?:cuantas|todas\W{1,3}(?:mis\W{1,3}|las\W{1,3})|muchas|demasiadas|un\W{1,3}monton"
        r"\W{1,3}de|\d{2,3}|como\W{1,3}\d{2,3})\W{0,3}" + PILLS + r"\b(?!\W{1,3}(?:de\W{1,3}la"
        r"\W{1,3}presion|anticonceptivas))|\b" + PILLS + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:en"
        r"\W{1,3}fila|contadas|alineadas|separadas|guardadas|escondidas|juntas\W{1,3}en|para"
        r"\W{1,3}(?:mi\W{1,3}final|morir|no\W{1,3}despertar|cuando\W{1,3}ya)|de\W{1,3}golpe)|\b"
        r"(?:junte|juntando|guardando|ahorrando|acumulando|juntado|guarde|esconde|escondi|tengo"
        r"\W{1,3}guardad[oa]s|fui\W{1,3}juntando|compre)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?"
        + PILLS
        + r"|\b(?:frasco|bote|caja|blister)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:abierto|entero)"
        r"\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:delante|al\W{1,3}lado|en\W{1,3}la\W{1,3}mano|y\W{1,3}"
        r"un\W{1,3}vaso)|\btengo\W{1,3}(?:todas\W{1,3})?(?:las|mis|unas)\W{1,3}" + PILLS + r"\W{1"
        r",3}"
        r"(?:\w{1,12}\W{1,3}){0,4}?(?:aqui|aca|en\W{1,3}la\W{1,3}mesa|delante|al\W{1,3}lado|y\W"
        r"{1,3}"
        r"un\W{1,3}vaso|todavia\W{1,3}no)|\b(?:mi\W{1,3})?alijo\b|\bmi\W{1,3}guardado\b",
        negatable=False,
        veto=PAST + r"|\bfarmacia\W{1,3}(?:de\W{1,3}turno)|\bvitaminas",
        keys=PILL_KEYS + "|frasco|bote|caja|blister|alijo|guardado",
    ),
    rule(
        "means.es_gas",
        C.MEANS,
        r"\b(?:carro|auto|coche|motor|camioneta)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:prendido|"
        r"encendido|en\W{1,3}marcha|andando)\b|\b(?:manguera|tubo)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?"
        r"(?:ventana|escape|ventanilla)|\bescape\W{1,3}tapado|\b(?:abri|prendi|deje|tengo|dejo)"
        r"\W{1,3}(?:\w{1,10}\W{1,3})?(?:el|la)\W{1,3}(?:gas|llave\W{1,3}del\W{1,3}gas|brasero|"
        r"carbon|hornillo|estufa)\b|\b(?:brasero|carbon|anafre)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:prendido|encendido|cerrad[oa]|sellar|tape)|\b(?:cinta|toallas?)\W{1,3}(?:\w{1,10}"
        r"\W{1,3})?para\W{1,3}sellar|\btape\W{1,3}(?:la|las)\W{1,3}(?:rendija|ventanas?|puerta)|"
        r"\bbolsa\W{1,3}y\W{1,3}la\W{1,3}cinta|\bsecadora\W{1,3}enchufada|\bbidon\W{1,3}de\W{1,3}"
        r"(?:nafta|gasolina)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?encendedor",
        negatable=False,
        needs=r"\bcerrad[oa]s?\b|\bcerre\b|\bgaraje|\bcochera|\bventanas|\bcuarto|\bbano\b|"
        r"\bdentro|\badentro|\bescape|\bsellar|\btape|\brendija|\besperando|\bmanguera|\btina|"
        r"\bencendedor|\bcinta",
        veto=PAST + r"|\bcocinar|\basado|\bparrilla|\bmecanico|\btaller|\bcalentando\W{1,3}el"
        r"\W{1,3}motor",
        keys="carro|auto|coche|motor|camioneta|manguera|tubo|escape|abri|prendi|deje|tengo|dejo|"
        "brasero|carbon|anafre|cinta|toalla|tape|bolsa|secadora|bidon",
    ),
    rule(
        "means.es_weapon",
        C.MEANS,
        r"\b(?:tengo|agarre|agarro|saque|cargue|guarde|tengo\W{1,3}acceso\W{1,3}a)\W{1,3}(?:\w"
        r"{1,10}"
        r"\W{1,3})?(?:la|el|una|un|mi)\W{1,3}" + WEAPON + r"\b(?!\W{1,3}(?:nuevo|de\W{1,3}(?:pan|"
        r"cocina\W{1,3}nuevo|agua)))\W{0,3}(?:\w{1,12}\W{1,3}){0,5}?(?:en\W{1,3}la\W{1,3}mano|al"
        r"\W{1,3}lado|cargad[oa]|en\W{1,3}el\W{1,3}regazo|aqui|aca|debajo|pensando|conmigo|en\W"
        r"{1,3}"
        r"la\W{1,3}mesa|en\W{1,3}el\W{1,3}cuarto|me\W{1,3}animo|las\W{1,3}balas|contra\W{1,3}mi)|"
        r"\b(?:llene|estoy\W{1,3}en)\W{1,3}la\W{1,3}(?:tina|banera)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?"
        r"(?:gillette|hoja|cuchilla|navaja|cuchillo)|\b(?:ya\W{1,3})?(?:la|lo)\W{1,3}cargue\b|"
        r"\bdonde\W{1,3}guardaba\W{1,3}las\W{1,3}balas",
        negatable=False,
        veto=PAST + r"|\basado|\bcocina\W{1,3}nuevo|\bpan\b|\bjuguete|\bagua\b(?!\W{1,3}(?:y|con))",
        keys="tengo|agarre|agarro|saque|cargue|guarde|acceso|llene|estoy|balas",
    ),
    rule(
        "means.es_poison",
        C.MEANS,
        r"\b(?:veneno|raticida|matarratas|insecticida|lejia|cianuro|soda\W{1,3}caustica)\b\W{1,3}"
        r"(?:\w{1,12}\W{1,3}){0,4}?(?:en\W{1,3}(?:un|el)\W{1,3}vaso|en\W{1,3}la\W{1,3}mesa|al"
        r"\W{1,3}lado|aqui|aca|conmigo|en\W{1,3}mi)|\b(?:escondi|guarde|compre|tengo)\W{1,3}(?:el|"
        r"un|una|la)\W{1,3}(?:veneno|raticida|matarratas|insecticida|cianuro)",
        negatable=False,
        veto=PAST + r"|\bhormigas|\bjardin|\bplantas",
        keys="veneno|raticida|matarratas|insecticida|lejia|cianuro|caustica|escondi|guarde|compre|tengo",
    ),
    rule(
        "means.es_traffic",
        C.MEANS,
        r"\b(?:esperando|espero)\W{1,3}(?:a\W{1,3})?que\W{1,3}(?:pase|venga|llegue)\W{1,3}(?:un|el)"
        r"\W{1,3}(?:camion|tren|metro|bus)|\b(?:acostad[oa]|parad[oa]|sentad[oa]|tirad[oa])\W{1,3}"
        r"(?:\w{1,10}\W{1,3})?(?:en|sobre)\W{1,3}(?:las\W{1,3}vias|la\W{1,3}via|el\W{1,3}anden|la"
        r"\W{1,3}carretera|la\W{1,3}autopista)|\bvoy\W{1,3}directo\W{1,3}(?:al|contra|hacia)|"
        r"\b(?:escucho|oigo)\W{1,3}el\W{1,3}tren|\bcaminando\W{1,3}por\W{1,3}(?:en\W{1,3})?medio"
        r"\W{1,3}de\W{1,3}(?:los\W{1,3}carriles|la\W{1,3}autopista)|\bsigo\W{1,3}caminando\b",
        negatable=False,
        needs=r"\b(?:camion|tren|metro|vias|via|anden|carretera|autopista|muro|rio|mar|agua|"
        r"carriles)\b",
        veto=PAST,
        keys="esperando|espero|acostado|acostada|parado|parada|sentado|sentada|tirado|tirada|"
        "directo|tren|caminando",
    ),
    # --- overdose: taken or stockpiled --------------------------------------------------
    rule(
        "means.es_overdose",
        C.MEANS,
        r"\b(?:me\W{1,3})?(?:tome|trague|bebi|meti|tomé|inyecte|acabo\W{1,3}de\W{1,3}tomar(?:me)?|"
        r"estoy\W{1,3}tomando)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:todas|toda\W{1,3}(?:la|el)|todo"
        r"\W{1,3}el|el\W{1,3}(?:frasco|bote|blister)|la\W{1,3}(?:caja|mitad|tira)|(?:dos|tres|\d)"
        r"\W{1,3}(?:cajas|tiras|blisters|frascos)|una\W{1,3}caja|\d{2,3}\b|como\W{1,3}\d{1,3}|"
        r"muchas|demasiad[oa]s?|varias|mas\W{1,3}de\W{1,3}(?:lo|la)|el\W{1,3}(?:doble|triple)|"
        r"lo\W{1,3}(?:que|q)\W{1,3}(?:habia|tenia|encontre)|unas\W{1,3}pastillas|las\W{1,3}"
        r"(?:pastillas|pastis|de\W{1,3}dormir|azules|blancas)|los\W{1,3}(?:somniferos|"
        r"antidepresivos|calmantes)|veneno|raticida|insecticida|cloro|lejia|mucha\W{1,3}"
        + PILLS
        + r")\b(?!\W{1,3}(?:de\W{1,3}la\W{1,3}presion|del\W{1,3}dia|con\W{1,3}el"
        r"\W{1,3}desayuno|por\W{1,3}el\W{1,3}dolor|anticonceptivas))|\bno\W{1,3}se\W{1,3}"
        r"(?:cuantas|cuantos)\W{1,3}(?:\w{1,10}\W{1,3})?me\W{1,3}tome|\bsobredosis\b|\bme\W{1,3}"
        r"pase\W{1,3}de\W{1,3}(?:la\W{1,3}dosis|\w{1,12}\W{1,3}a\W{1,3}(?:drede|proposito))|"
        r"\bmezcle\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:con|y)\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?"
        r"(?:pastillas|alcohol|aguardiente|vino|ron|cerveza|" + PILLS[3:-1] + r")|\bya\W{1,3}"
        r"(?:me\W{1,3})?(?:lo\W{1,3})?(?:tome|trague)\W{1,3}(?:todo|las|los)\b|\b(?:me\W{1,3})?"
        r"(?:tome|trague|meti)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:a\W{1,3}proposito|para\W{1,3}"
        r"(?:morir|no\W{1,3}despertar|ya\W{1,3}no\W{1,3}sentir))",
        negatable=False,
        veto=PAST + r"|\bun\W{1,3}ibuprofeno\W{1,3}por|\bvitamin",
        keys="tome|trague|bebi|meti|inyecte|tomar|tomarme|tomando|cuantas|cuantos|sobredosis|pase|"
        "mezcle",
    ),
    # --- self-harm as acts ----------------------------------------------------------------
    rule(
        "self_harm.es",
        C.SELF_HARM,
        r"\bme\W{1,3}(?:\w{1,8}\W{1,3})?(?:corte|corto|cortaba|he\W{1,3}cortado|volvi\W{1,3}a"
        r"\W{1,3}cortar|estoy\W{1,3}cortando|puse\W{1,3}a\W{1,3}cortar(?:me)?)\b(?!\W{1,3}(?:el|la|"
        r"las|los|un|una|con\W{1,3}(?:una\W{1,3}hoja\W{1,3}de\W{1,3}papel|el\W{1,3}papel))\b(?!"
        r"\W{0,3}(?:brazos?|piernas?|munecas?|muslos?|venas|barriga|tobillos?|pierna|abdomen)))|\b"
        r"(?:cortarme|cortandome|cortandose|autolesion\w{0,5}|me\W{1,3}autolesione|me\W{1,3}"
        r"autolesiono)\b|\bme\W{1,3}(?:corte|corto|cortaba)\W{1,3}(?:otra\W{1,3}vez\W{1,3})?(?:los|"
        r"las|el|la)\W{1,3}(?:brazos?|piernas?|munecas?|muslos?|venas|barriga|tobillos?|abdomen)|"
        r"\bme\W{1,3}(?:hice|hago|estoy\W{1,3}haciendo|volvi\W{1,3}a\W{1,3}hacer|vuelvo\W{1,3}a"
        r"\W{1,3}hacer)\W{1,3}(?:\w{1,8}\W{1,3})?(?:cortes|dano|heridas|quemaduras|marcas)\b|"
        r"\b(?:hacerme|haciendome|volvi\W{1,3}a\W{1,3}hacerme)\W{1,3}(?:dano|sangrar|cortes|"
        r"heridas)|\bhasta\W{1,3}(?:sangrar|sacarme\W{1,3}sangre|abrirme\W{1,3}la\W{1,3}piel|que"
        r"\W{1,3}(?:salio|saliera)\W{1,3}sangre|dejar(?:me|las|los)?\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:moretones|moradas?|morados?|marcas)|quedar\W{1,3}en\W{1,3}carne\W{1,3}viva|que\W{1,3}"
        r"quedo\W{1,3}en\W{1,3}carne)|\ben\W{1,3}carne\W{1,3}viva\b|\bme\W{1,3}(?:queme|quemo|"
        r"apague|volvi\W{1,3}a\W{1,3}quemar)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:con\W{1,3}(?:un|el|"
        r"la|una)\W{1,3}(?:cigarro|cigarrillo|plancha|mechero|encendedor|cuchara|secador|sarten|"
        r"vela|fosforo)|cigarro\W{1,3}en|a\W{1,3}proposito)|\bme\W{1,3}(?:golpee|golpeo|di|doy|"
        r"pegue|pego)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:golpes|punetazos|cabezazos|con\W{1,3}(?:el|"
        r"la|un)\W{1,3}(?:martillo|palo|cinturon|cable|puno))|\bme\W{1,3}golpee\W{1,3}(?:la|las|l"
        r"os|"
        r"el)\W{1,3}(?:cabeza|cara|piernas|muslos|brazos)|\bme\W{1,3}(?:mordi|clave|rasgue|"
        r"arranque|grabe|escribi|raspe|rasguno)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:hasta|en\W{1,3}la"
        r"\W{1,3}(?:pierna|piel|mano|brazo)|sangr|la\W{1,3}piel|a\W{1,3}mechones|con\W{1,3}"
        r"(?:una|un)\W{1,3}(?:aguja|alfiler|vidrio|lija|cuchilla))|\bme\W{1,3}(?:lastime|lastimo)"
        r"\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?con\W{1,3}(?:el|la|un|una)\W{1,3}(?:vidrio|cuchilla|"
        r"navaja|cuchillo|tijeras|cuter|cutter|aguja)|\bme\W{1,3}quiero\W{1,3}castigar|\bme\W{1,3}"
        r"cortaba\W{1,3}(?:cuando|por)|\bsangrando\W{1,3}(?:un\W{1,3}poco\W{1,3})?del\W{1,3}brazo|"
        r"\bme\W{1,3}(?:hice|hago)\W{1,3}dano\b",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bgalleta|\bcebolla|\bpelando|\bflequillo|\bcocinando|\bsin\W"
        r"{1,3}querer|\bnada\W{1,3}"
        r"(?:grave|serio)|\baccidente|\bafeitando|\bhoja\W{1,3}de\W{1,3}papel|\bjugando|\bhorno"
        r"|\bel\W{1,3}sol\b|\bmanicur|\bdepil|\bno\W{1,3}me\W{1,3}(?:corto|corte|hago|hice)",
        keys="corte|corto|cortaba|cortado|cortar|cortando|cortarme|cortandome|cortandose|autolesion|"
        "autolesione|autolesiono|cortes|dano|heridas|quemaduras|marcas|hacerme|haciendome|hasta|"
        "carne|queme|quemo|apague|quemar|golpee|golpeo|pegue|pego|golpes|punetazos|cabezazos|"
        "mordi|clave|rasgue|arranque|grabe|escribi|raspe|rasguno|lastime|lastimo|castigar|"
        "sangrando|martillo|cinturon|cable|palo|puno",
    ),
    # --- threats ------------------------------------------------------------------------
    rule(
        "threat.es",
        C.THREAT,
        r"\b(?:me|nos|te)\W{1,3}(?:va|van|iba|quiere|queria|piensa|jura|juro)\W{1,3}(?:a\W{1,3})?"
        r"(?:matar|asesinar|degollar|apunalar|acuchillar|balear|reventar|desaparecer|quemar|"
        r"descuartizar|ahorcar|ahogar|estrangular|rajar|dar\W{1,3}(?:una\W{1,3}golpiza|"
        r"un\W{1,3}tiro|una\W{1,3}paliza)|cagar\W{1,3}a\W{1,3}(?:trompadas|palos|golpes)|hacer"
        r"\W{1,3}(?:dano|algo|desaparecer)|enterrar\W{1,3}viv[oa]|partir\W{1,3}la\W{1,3}cara|romp"
        r"er\W{1,3}(?:la\W{1,3}cara|"
        r"los\W{1,3}dientes|las\W{1,3}piernas)|atropellar|pegar\W{1,3}un\W{1,3}tiro)\b"
        + IDIOM_DE
        + r"|\b(?:va|van|iba)\W{1,3}a\W{1,3}(?:matarme|matarnos|asesinarme|degollarme|"
        r"apunalarme|balearme|reventarme|desaparecerme|quemarme|atropellarme|hacerme\W{1,3}"
        r"(?:dano|algo))\b|\b(?:si|dice\W{1,3}(?:que|q)|dijo\W{1,3}(?:que|q))\W{1,3}(?:\w{1,10}\W"
        r"{1,3}){0,5}?(?:me|nos)\W{1,3}"
        r"(?:mata|matara|matan|revienta|degüella|deguella|rompe\W{1,3}(?:la\W{1,3}cara|los\W{1,3}"
        r"dientes))\b(?!\W{1,3}(?:de|a)\W{1,3}(?:risa|susto|disgustos?|preguntas|ternura|amor))|"
        r"\b(?:primero|antes|despues)\W{1,3}me\W{1,3}mata\b|\bamenaz\w{0,6}\W{1,3}(?:\w{1,10}"
        r"\W{1,3})?(?:con|de)\W{1,3}(?:muerte|matar\w{0,4}|\w{2,12}(?:arme|arnos|erme|irme)|"
        r"pegarle|hacerle|tirarle|quitarme|llevarse|quemar|un\W{1,3}(?:machete|cuchillo|arma|"
        r"pistola|bate))|\bamenazas?\W{1,3}de\W{1,3}muerte|\b(?:te|me)\W{1,3}(?:voy|va)\W{1,3}a"
        r"\W{1,3}encontrar\W{1,3}(?:y|donde|aunque|a\W{1,3}donde)|\bvas\W{1,3}a\W{1,3}(?:pagar|"
        r"arrepentirte|terminar\W{1,3}(?:en\W{1,3}una\W{1,3}bolsa|muert[oa]|en\W{1,3}el\W{1,3}"
        r"hospital)|morir)|\bte\W{1,3}vas\W{1,3}a\W{1,3}morir\b|\bsi\W{1,3}no\W{1,3}eres\W{1,3}mia"
        r"|\bantes\W{1,3}muert[oa]\W{1,3}que|\bbala\W{1,3}con\W{1,3}mi\W{1,3}nombre|\bno\W{1,3}"
        r"(?:salgo|sales|salis|vas\W{1,3}a\W{1,3}salir)\W{1,3}viv[oa]|\b(?:ya\W{1,3})?se\W{1,3}"
        r"donde\W{1,3}(?:vives|vivis|trabajas|estudias|duermes)|\bsabe\W{1,3}(?:donde|a\W{1,3}que"
        r"\W{1,3}hora)\W{1,3}(?:\w{1,10}\W{1,3})?(?:estudia|vivo|trabajo|salgo|vive\W{1,3}mi|"
        r"duermo)|\btiene\W{1,3}(?:un|una)\W{1,3}(?:arma|pistola|revolver|escopeta)\W{1,3}"
        r"(?:guardad[oa]\W{1,3})?(?:para\W{1,3}mi|y\W{1,3}(?:que|q)\W{1,3}sabe)|\b(?:con|una)"
        r"\W{1,3}(?:pistola|arma|cuchillo|machete)\W{1,3}(?:\w{1,10}\W{1,3})?(?:para\W{1,3}mi|y"
        r"\W{1,3}(?:el|un)\W{1,3}mensaje)|\b(?:matar|matarnos)\W{1,3}a\W{1,3}(?:los\W{1,3}dos|"
        r"todos)|\bva\W{1,3}a\W{1,3}(?:matar|envenenar|quemar|cortarle\W{1,3}el\W{1,3}cuello\W{1,3}"
        r"a|hacerle\W{1,3}(?:algo|dano)\W{1,3}a|pegarle\W{1,3}a)\W{1,3}(?:a\W{1,3})?(?:mi|mis|la|"
        r"el|"
        r"los)\W{1,3}(?:\w{1,12}\W{1,3})?(?:perr[oa]s?|perrita|gat[oa]s?|novi[oa]|mama|papa|"
        r"abuel[oa]|hermana|hermano|familia|gallinas|caballo)|\bme\W{1,3}va\W{1,3}a\W{1,3}quitar"
        r"\W{1,3}lo\W{1,3}que\W{1,3}mas\W{1,3}quiero|\bme\W{1,3}pasa\W{1,3}lo\W{1,3}mismo\W{1,3}"
        r"que|\bprender\W{1,3}fuego\W{1,3}(?:la|a\W{1,3}la|mi)\W{1,3}casa|\bcon\W{1,3}(?:todos|"
        r"nosotros|yo)\W{1,3}adentro|\bla\W{1,3}proxima\W{1,3}(?:vez\W{1,3})?no\W{1,3}(?:me\W{1,3}"
        r"salvo|te\W{1,3}salvas|la\W{1,3}cuentas)|\bnunca\W{1,3}me\W{1,3}voy\W{1,3}a\W{1,3}librar"
        r"|\bpagar\W{1,3}con\W{1,3}sangre|\bque\W{1,3}me\W{1,3}cuide\b|\bme\W{1,3}tiene\W{1,3}"
        r"amenazad[oa]",
        negatable=False,
        veto=PAST + "|" + EVERYDAY_KILLER + r"|\bjaja|\bjuego|\bfortnite|\bfifa|\bminecraft|"
        r"\bcrush\b|\btatuaje|\bstickers",
        keys="matar|asesinar|degollar|apunalar|acuchillar|balear|reventar|desaparecer|quemar|"
        "descuartizar|enterrar|ahorcar|ahogar|estrangular|rajar|golpiza|tiro|paliza|cagar|dano|"
        "algo|partir|romper|atropellar|pegar|matarme|matarnos|asesinarme|degollarme|apunalarme|"
        "balearme|reventarme|desaparecerme|quemarme|atropellarme|hacerme|mata|matara|matan|revienta|"
        "deguella|rompe|amenaz|encontrar|pagar|arrepentirte|terminar|morir|mia|muerto|muerta|bala|"
        "viva|vivo|vives|vivis|trabajas|estudias|duermes|sabe|arma|pistola|revolver|escopeta|"
        "cuchillo|machete|envenenar|cortarle|hacerle|pegarle|quitar|mismo|fuego|adentro|salvo|"
        "salvas|cuentas|librar|sangre|cuide|amenazada|amenazado",
    ),
    rule(
        "threat.es_leak",
        C.THREAT,
        r"\b(?:va|van)\W{1,3}a\W{1,3}(?:publicar|subir|mandar|pasar|difundir|compartir|filtrar|"
        r"ensenar)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:fotos|videos|capturas)\W{1,3}(?:\w{1,10}\W"
        r"{1,3})?"
        r"(?:intimas|privadas|desnud[oa]|mias|mios)|\b(?:fotos|videos|capturas)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:intimas|privadas|desnud[oa])\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:las|los)"
        r"\W{1,3}va\W{1,3}a\W{1,3}(?:mandar|publicar|subir|difundir|pasar)",
        negatable=False,
        veto=PAST,
        keys="publicar|subir|mandar|pasar|difundir|compartir|filtrar|ensenar|fotos|videos|capturas",
    ),
    # --- stalking and tracking --------------------------------------------------------------
    rule(
        "stalking.es",
        C.STALKING,
        r"\bme\W{1,3}(?:sigue|seguia|siguio|esta\W{1,3}siguiendo|viene\W{1,3}siguiendo|persigue|"
        r"espera|estaba\W{1,3}esperando)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:desde|hasta|a\W{1,3}"
        r"(?:todas|todos|cada)|en\W{1,3}(?:el|su)\W{1,3}(?:auto|carro|coche|moto|camioneta)|"
        r"caminando|por\W{1,3}la\W{1,3}calle|afuera|en\W{1,3}la\W{1,3}(?:parada|puerta|esquina|"
        r"salida)|a\W{1,3}la\W{1,3}salida|todas\W{1,3}las\W{1,3}(?:mananas|noches|tardes))|\b"
        r"(?:localizador|rastreador|airtag|spyware|app\W{1,3}espia)\b|\bmi\W{1,3}ubicacion\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?(?:en\W{1,3}tiempo\W{1,3}real|compartida|sin\W{1,3}saber)|"
        r"\b(?:compartia|comparte|tiene|ve|veia|le\W{1,3}pasa|sabe)\W{1,3}(?:\w{1,10}\W{1,3})?mi"
        r"\W{1,3}"
        r"ubicacion|\bsabe\W{1,3}(?:exactamente\W{1,3})?(?:donde\W{1,3}(?:estoy|vivo|voy|ando)|a"
        r"\W{1,3}donde\W{1,3}voy|todo\W{1,3}lo\W{1,3}que\W{1,3}hago|con\W{1,3}quien)|\bsabia\W{1,3}"
        r"que\W{1,3}fui\b|\b(?:me\W{1,3})?(?:hackeo|hackeó|jaqueo|entro\W{1,3}a)\W{1,3}(?:\w{1,10}"
        r"\W{1,3})?(?:el|mi|la)\W{1,3}(?:whatsapp|correo|mail|cuenta|icloud|celular|celu|instagram|"
        r"insta|facebook)|\blee\W{1,3}(?:todos\W{1,3})?mis\W{1,3}(?:whatsapp|mensajes|chats|"
        r"correos)|\b(?:me\W{1,3}(?:saca|saco|tomo|tomaba)\W{1,3}fotos|fotos?\W{1,3}mias?\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?(?:de\W{1,3}hoy|de\W{1,3}lejos|tomadas?|durmiendo|en\W{1,3}la"
        r"\W{1,3}plaza))|\buna\W{1,3}foto\W{1,3}(?:de\W{1,3}mi|mia)\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:durmiendo|de\W{1,3}hoy|tomada|de\W{1,3}lejos|desde)|\bnumeros?\W{1,3}(?:ocultos?|"
        r"desconocidos?|distintos|privados?|nuevos?)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:todas|"
        r"\d+\W{1,3}veces|solo\W{1,3}respira|no\W{1,3}dice\W{1,3}nada)|\bcopia\W{1,3}de\W{1,3}"
        r"(?:mis|las)\W{1,3}llaves|\b(?:tiene|con|desde|usa)\W{1,3}(?:una\W{1,3}|un\W{1,3})?(?:cu"
        r"enta|perfil)"
        r"\W{1,3}fals[oa]|\b(?:cuenta|perfil)\W{1,3}fals[oa]\W{1,3}(?:que|q)\W{1,3}me|\b(?:pregun"
        r"t\w{1,6})\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:por\W{1,3}mi\b|donde\W{1,3}(?:vivo|vivimos|estoy|trabajo)|a\W{1,3}que\W{1,3}hora\W"
        r"{1,3}"
        r"salgo|si\W{1,3}me\W{1,3}habian\W{1,3}visto)|\bse\W{1,3}mudo\W{1,3}a\W{1,3}(?:\w{1,10}\W"
        r"{1,3})?"
        r"(?:cuadras|calles|metros)\W{1,3}de\W{1,3}mi|\b(?:pasa|pasando|merodeando|rondando|"
        r"estacionad[oa])\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:frente\W{1,3}a|afuera\W{1,3}de|por"
        r"\W{1,3}(?:afuera\W{1,3}de\W{1,3})?|en|al\W{1,3}lado\W{1,3}de)\W{1,3}(?:mi|la)\W{1,3}"
        r"(?:casa|cuadra|calle|trabajo|terreno|colegio|edificio|depa|departamento)|\b(?:me\W{1,3})?"
        r"(?:aparecio|aparece|se\W{1,3}aparece|se\W{1,3}presento|aparecio)\W{1,3}(?:\w{1,10}\W"
        r"{1,3}){0,2}?"
        r"(?:en|por)\W{1,3}(?:mi|el|la)\W{1,3}(?:trabajo|casa|gimnasio|gym|cuartel|escuela|colegio|"
        r"puerta|universidad|facultad|iglesia)|\bme\W{1,3}(?:vigila|espia|rastrea|controla\W{1,3}"
        r"el\W{1,3}celular)|\bdeja\W{1,3}(?:cosas|flores|notas)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:dentro|en\W{1,3}la\W{1,3}puerta)|\bme\W{1,3}dejo\W{1,3}(?:flores|una\W{1,3}(?:nota|"
        r"rosa|carta))\W{1,3}en\W{1,3}la\W{1,3}puerta|\bcambie\W{1,3}(?:de\W{1,3})?(?:numero|la"
        r"\W{1,3}cerradura)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?(?:ya|aun\W{1,3}asi|igual|sigue)",
        negatable=False,
        gentle=True,
        veto=PAST + r"|\bme\W{1,3}sigue\W{1,3}(?:gustando|doliendo|pareciendo|escribiendo\W{1,3}"
        r"para\W{1,3}felicitar)|\bnetflix|\bserie",
        keys="sigue|seguia|siguio|siguiendo|persigue|espera|esperando|localizador|rastreador|"
        "airtag|gps|spyware|espia|ubicacion|sabe|sabia|hackeo|jaqueo|entro|lee|fotos|foto|numero|"
        "numeros|copia|cuenta|perfil|pregunt|mudo|pasa|pasando|merodeando|rondando|estacionado|"
        "estacionada|aparecio|aparece|presento|vigila|rastrea|controla|deja|dejo|cambie",
    ),
    rule(
        "stalking.es_tracking",
        C.STALKING,
        r"\b(?:me|le)\W{1,3}(?:puso|instalo|escondio|metio)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:un|"
        r"una|"
        r"el|la)\W{1,3}(?:localizador|rastreador|airtag|gps|app|aplicacion|programa|chip|spyware)|"
        r"\b(?:airtag|localizador|rastreador)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:desconocido|"
        r"escondido|en\W{1,3}mi|viaja\W{1,3}conmigo)|\bme\W{1,3}sigue\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:desde|hasta)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:mi\W{1,3}casa|el\W{1,3}trabajo|la"
        r"\W{1,3}(?:parada|salida))|\bcelular\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?escondido\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,4}?grabando",
        negatable=False,
        veto=PAST,
        keys="puso|instalo|escondio|metio|airtag|localizador|rastreador|sigue|celular",
    ),
    # --- physical and sexual violence -----------------------------------------------------
    rule(
        "violence.es",
        C.VIOLENCE,
        r"(?<!nunca )(?<!no )(?<!se )\b(?:me|nos)\W{1,3}(?:(?:volvio|vuelve)\W{1,3}a\W{1,3})?(?:p"
        r"ego|pega|"
        r"pegar|golpeo|golpea|golpear|violo|viola|violar|ahorco|ahorca|"
        r"estrangulo|estrangula|empujo|empuja|pateo|patea|mordio|arrastro|forzo|fuerza|"
        r"abuso|tiro\W{1,3}(?:del\W{1,3}(?:auto|carro|coche|pelo)|contra|por\W{1,3}las"
        r"\W{1,3}escaleras|al\W{1,3}suelo)|lanzo\W{1,3}contra|estampo|aplasto|"
        r"sujeto|amarro|ato|rompio\W{1,3}(?:el|la|un|una)\W{1,3}(?:brazo|nariz|dedo|"
        r"costilla|mandibula|diente)|disloco|agarro\W{1,3}(?:del|de\W{1,3}los|a)\W{1,3}(?:cuello|"
        r"pelo|pelos|golpes|patadas|punetazos)|apreto\W{1,3}el\W{1,3}cuello|tapo\W{1,3}la\W{1,3}"
        r"(?:boca|nariz)|dio\W{1,3}(?:una|un|dos|tres)\W{1,3}(?:patada|patadas|cachetada|"
        r"cachetadas|bofetada|punetazo|punetazos|golpe|golpes|paliza|cabezazo)(?!\W{1,3}de\W{1,3}"
        r"(?:calor|suerte|"
        r"sol|estado|efecto))|cayo\W{1,3}a\W{1,3}"
        r"golpes|quemo\W{1,3}(?:con|el\W{1,3}brazo|la\W{1,3}(?:mano|pierna|cara|espalda))|metio\W"
        r"{1,3}la\W{1,3}cabeza|obligo\W{1,3}a\W{1,3}"
        r"(?:tener|hacer)|tiro\W{1,3}agua|lanzo\W{1,3}(?:un|una)\W{1,3}\w{1,10}\W{1,3}a\W{1,3}la"
        r"\W{1,3}cabeza)\b(?!\W{1,3}(?:la\W{1,3}(?:gripe|gripa|tos|varicela)|el\W{1,3}(?:virus|"
        r"resfri\w{0,3}|covid)|un\W{1,3}(?:tiro|susto|grito|atracon|resfriado|virus)|una\W{1,3}"
        r"(?:ducha|siesta|gripe)|fuerte\W{0,3}$|fuerte\W{1,3}(?:la|esta|esa)|con\W{1,3}la\W{1,3}"
        r"esquina))|\bme\W{1,3}violaron\b|\babus[oa]\w{0,2}\W{1,3}(?:sexualmente|de\W{1,3}mi)|"
        r"\bme\W{1,3}(?:esta|estaba)\W{1,3}(?:pegando|golpeando|ahorcando|violando)|\b(?:mi|el|"
        r"su)\W{1,3}(?:\w{1,10}\W{1,3})?(?:novio|novia|marido|esposo|esposa|pareja|ex)\W{1,3}"
        r"(?:\w{1,10}\W{1,3})?(?:me\W{1,3})?(?:pega|golpea|viola|maltrata)\b|\bme\W{1,3}"
        r"(?:pega|golpea)\W{1,3}(?:donde|cuando|y\W{1,3}despues)",
        negatable=False,
        veto=PAST + "|" + JOKE + r"|\bcancion|\btema\b|\bmusica|\bgripe|\bpelicula|\bserie\b|\bpe"
        r"lota"
        r"|\bpuerta\W{1,3}en\W{1,3}(?:la|las)\W{1,3}narices",
        keys="pego|pega|pegaba|pegar|golpeo|golpea|golpeaba|golpear|violo|viola|violaba|violar|"
        "ahorco|ahorca|ahorcaba|estrangulo|estrangula|empujo|empuja|pateo|patea|mordio|arrastro|"
        "forzo|fuerza|forzaba|abuso|tiro|lanzo|estampo|aplasto|sujeto|amarro|ato|encerro|rompio|"
        "disloco|agarro|apreto|tapo|dio|cayo|quemo|metio|obligo|violaron|abusa|abuso|pegando|"
        "golpeando|ahorcando|violando|maltrata",
    ),
    rule(
        "violence.es_gentle",
        C.VIOLENCE,
        r"\b(?:ojo|ojos)\W{1,3}morados?|\bmoretones\b|(?<!nunca )(?<!no )\bme\W{1,3}(?:pego|pega|"
        r"golpeo|"
        r"golpea|empujo|maltrata)\b|\bme\W{1,3}levanta\W{1,3}la\W{1,3}"
        r"mano|\bme\W{1,3}(?:puso|pone)\W{1,3}la\W{1,3}mano\W{1,3}encima",
        negatable=False,
        gentle=True,
        veto=PAST + "|" + JOKE + r"|\bcancion|\btema\b|\bmusica|\bgripe|\bpelota|\bfuerte\W{0,3}$"
        r"|\bmaquillaje",
        keys="ojo|ojos|moretones|pego|pega|pegaba|golpeo|golpea|golpeaba|empujo|empujaba|maltrata|"
        "maltrataba|levanta|levantaba|mano",
    ),
    # --- emergencies now ------------------------------------------------------------------
    rule(
        "emergency.es",
        C.EMERGENCY,
        r"\b(?:estoy|estamos)\W{1,3}en\W{1,3}peligro|\b(?:esta|estan)\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"(?:rompiendo|forzando|pateando|golpeando|tirando\W{1,3}piedras|tratando\W{1,3}de\W{1,3}"
        r"(?:abrir|entrar|tirar)|intentando\W{1,3}(?:abrir|entrar|tirar)|entrando|trepando|"
        r"metiendo|subiendo\W{1,3}por|buscandome|buscandonos)\b|\bme\W{1,3}(?:esta|estan)\W{1,3}"
        r"(?:ahorcando|pegando|golpeando|estrangulando|ahogando|siguiendo\W{1,3}(?:ahora|ahorita|"
        r"caminando|en\W{1,3}(?:el|un)))|\b(?:estoy|estamos)\W{1,3}(?:escondid[oa]s?|encerrad[oa]"
        r"s?)"
        r"|\bme\W{1,3}(?:escondi|encerre)\W{1,3}(?:\w{1,8}\W{1,3})?(?:en|con|debajo|detras)\b|"
        r"\b(?:viene|va)\W{1,3}(?:para|pa)\W{1,3}(?:aca|aqui|alla|mi\W{1,3}casa)|\bvoy\W{1,3}para"
        r"\W{1,3}alla\b|\bya\W{1,3}viene\b(?!\W{1,3}(?:el|la|los|las|un|una|mi|tu|su)\b)|\bya\W"
        r"{1,3}"
        r"(?:esta\W{1,3}en\W{1,3}mi\W{1,3}calle|esta\W{1,3}aqui|esta\W{1,3}aca)|\b(?:esta|estan)"
        r"\W{1,3}(?:aqui|aca)\W{1,3}(?:afuera|abajo|en\W{1,3}la"
        r"\W{1,3}puerta)|\bno\W{1,3}me\W{1,3}deja\W{1,3}(?:salir|irme|ir)\b|\bme\W{1,3}tiene\W{1,3}"
        r"(?:encerrad[oa]|acorralad[oa]|agarrad[oa]|contra\W{1,3}la\W{1,3}pared|secuestrad[oa])|"
        r"\bme\W{1,3}quito\W{1,3}el\W{1,3}(?:telefono|celular|celu|movil)\W{1,3}(?:\w{1,10}\W"
        r"{1,3})?"
        r"(?:y|para)|\b(?:oigo|escucho)\W{1,3}(?:sus\W{1,3}pasos|ruidos\W{1,3}en\W{1,3}la\W{1,3}"
        r"puerta)|\bayuda\W{1,3}(?:el|ella|esta|se|me|ya)\W{1,3}(?:esta|aca|aqui|viene|entr|me)|^"
        r"\W*ayuda\W*$|"
        r"\bayuda\W{1,3}ayuda\b|\bsocorro\W{1,3}(?:esta|me|el|ella|ayuda)\b|\bentro\W{1,3}"
        r"a\W{1,3}(?:mi|la)\W{1,3}(?:casa|cuarto|pieza)\W{1,3}(?:con|y)|\bacaba\W{1,3}de\W{1,3}"
        r"entrar|\bno\W{1,3}se\W{1,3}va\b|\bescribo\W{1,3}(?:rapido|como\W{1,3}puedo|desde\W{1,3}"
        r"el\W{1,3}bano)|\b(?:esta|estan)\W{1,3}(?:en|afuera\W{1,3}de)\W{1,3}(?:la|mi)\W{1,3}"
        r"(?:puerta|ventana|casa|patio|jardin|vereda|entrada)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:gritando|golpeando|con\W{1,3}(?:un|una)|amenazando|llorando|tocando|mirando|"
        r"esperando|y\W{1,3}no)|\b(?:esta|estan)\W{1,3}afuera\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?"
        r"(?:gritando|con\W{1,3}(?:un|una)|amenazando|esperandome|y\W{1,3}tengo\W{1,3}miedo)|"
        r"\bgritando\W{1,3}(?:que|q)\W{1,3}(?:me\W{1,3})?va\W{1,3}a\W{1,3}(?:matar|entrar|quemar)|"
        r"\bun\W{1,3}(?:carro|auto|coche)\W{1,3}(?:\w{1,10}\W{1,3})?me\W{1,3}(?:viene|esta)\W{1,3}"
        r"siguiendo|\bnos\W{1,3}esta\W{1,3}siguiendo",
        negatable=False,
        veto=PAST + r"|\bpelicula|\bserie\b|\bjuego|\bsoñe|\bsone\b|\bpesadilla",
        keys="peligro|rompiendo|forzando|pateando|golpeando|piedras|abrir|entrar|tirar|entrando|"
        "trepando|metiendo|subiendo|buscandome|buscandonos|ahorcando|pegando|estrangulando|"
        "ahogando|siguiendo|escondido|escondida|escondidos|escondidas|encerrado|encerrada|"
        "encerrados|encerradas|escondi|encerre|viene|para|alla|aqui|aca|salir|irme|ir|tiene|quito|"
        "pasos|ruidos|ayuda|ayudaa|socorro|entro|va|rapido|puedo|bano|gritando|tocando|mirando|"
        "esperando|afuera|amenazando|esperandome|miedo|llorando|con",
    ),
    # --- a child in danger ----------------------------------------------------------------
    rule(
        "child.es",
        C.CHILD,
        r"\b(?:mi|el|la|los|las|mis)\W{1,3}" + KID + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,6}?(?:moreton"
        r"es|"
        r"marcas?\W{1,3}(?:de|en)|golpes|quemadura|fractura|labio\W{1,3}roto|ojo\W{1,3}morado|"
        r"chichon|brazo\W{1,3}hinchado|cortes\W{1,3}en)|\b(?:le|les|lo|la)\W{1,3}(?:pega|pego|"
        r"golpea|golpeo|maltrata|pateo|zamarreo|sacudio|quemo|viola|violo|abusa|abuso|"
        r"ahorca|aprieta\W{1,3}el\W{1,3}cuello|tiro\W{1,3}contra|dio\W{1,3}una\W{1,3}(?:bofetada|"
        r"cachetada|paliza)|amenazo\W{1,3}con|hace\W{1,3}cosas|obliga\W{1,3}a\W{1,3}ver)\b|\b(?:l"
        r"a|lo)\W{1,3}(?:toca|toco|manosea|manoseo)\b|\b"
        r"(?:pega|pego|golpea|golpeo|maltrata|zamarreo|sacudio|apunto\W{1,3}un\W{1,3}cuchillo)"
        r"\W{1,3}a\W{1,3}(?:mi|la|el|los|las|mis)\W{1,3}" + KID + r"|\b(?:se\W{1,3}llevo|no\W"
        r"{1,3}me"
        r"\W{1,3}devolvio|no\W{1,3}me\W{1,3}quiere\W{1,3}devolver|tiene|dejo|deja)\W{1,3}(?:a\W"
        r"{1,3})?"
        r"(?:mi|la|el|los|las|mis|al)\W{1,3}(?:\w{1,8}\W{1,3})?" + KID + r"\b\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,8}?(?:no\W{1,3}(?:contesta|responde|se\W{1,3}donde|me\W{1,3}(?:contesta|"
        r"lo\W{1,3}quiere|la\W{1,3}quiere)|los\W{1,3}voy)|apag\w{1,4}|sin\W{1,3}permiso|solos?\W"
        r"{1,3}"
        r"(?:toda|en|con)|solas?\W{1,3}(?:toda|en|con)|con\W{1,3}(?:un\W{1,3}desconocido|fiebre)|"
        r"acelerando|a\W{1,3}otro\W{1,3}pais|drogado|borracho)|\b(?:amenazo|amenaza)\W{1,3}con\W"
        r"{1,3}"
        r"(?:tirar|ahogar|matar|llevarse|quemar|lastimar|hacerle)\W{1,3}(?:a\W{1,3})?(?:la|el|los|"
        r"las|mi|mis|al)\W{1,3}" + KID + r"|\b(?:entra|se\W{1,3}mete)\W{1,3}(?:a|en)\W{1,3}su\W"
        r"{1,3}"
        r"(?:cuarto|pieza|cama|habitacion|bano)|\bpidiendole\W{1,3}fotos|\b(?:hacer|hacerle)\W{1,3}"
        r"dano\W{1,3}a\W{1,3}(?:mi|mis)\W{1,3}" + KID + r"|\bse\W{1,3}esconde\W{1,3}(?:debajo|en)\b"
        r"|\bdice\W{1,3}(?:que|q)\W{1,3}(?:su\W{1,3}papa|el\W{1,3}papa|su\W{1,3}padre)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?(?:le|lo|la)\W{1,3}(?:pega|toca|encierra|grita\W{1,3}y)|"
        r"\b(?:me|mi)\W{1,3}devolvio\W{1,3}(?:\w{1,8}\W{1,3})?(?:al|a\W{1,3}(?:la|los|las|mi|mis))"
        r"\W{1,3}" + KID + r"\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:y\W{1,3}dice|no)",
        negatable=False,
        veto=PAST + r"|\bcomo\W{1,3}acordamos|\bjugando|\bse\W{1,3}cayo\W{1,3}(?:en|del|de\W{1,3}"
        r"la)"
        r"\W{1,3}(?:plaza|parque|bici|columpio|tobogan)",
        keys="moretones|marca|marcas|golpes|quemadura|fractura|labio|ojo|chichon|brazo|cortes|pega|"
        "pego|golpea|golpeo|maltrata|pateo|zamarreo|sacudio|quemo|toca|toco|viola|violo|abusa|abuso|"
        "ahorca|aprieta|tiro|dio|amenazo|amenaza|hace|obliga|apunto|llevo|devolvio|devolver|tiene|"
        "dejo|deja|entra|mete|pidiendole|hacer|hacerle|esconde|dice",
    ),
    # --- third parties: a friend/sister/child wants to die or is beaten ---------------------
    rule(
        "suicide.es_other",
        C.SUICIDE,
        r"\bse\W{1,3}(?:\w{1,8}\W{1,3})?(?:quiere|va\W{1,3}a|iba\W{1,3}a|queria|piensa|pensaba|"
        r"intento|intentó)\W{1,3}(?:a\W{1,3})?(?:matar|suicidar|quitar\W{1,3}la\W{1,3}vida|colgar|"
        r"ahorcar|morir|tirar\W{1,3}(?:del|al|desde|por)|lanzar\W{1,3}(?:del|al|desde|por)|cortar"
        r"|pegar\W{1,3}un\W{1,3}tiro|estrellar|meter\W{1,3}al\W{1,3}(?:rio|mar))\b"
        + IDIOM_DE
        + r"|\b(?:quiere|va\W{1,3}a|iba\W{1,3}a|queria|piensa|pensando|hablando|intento|amenaza\w"
        r"{0,2}"
        r"\W{1,3}con|plan\W{1,3}para|dice\W{1,3}(?:que|q)\W{1,3}va\W{1,3}a)\W{1,3}(?:en\W{1,3})?"
        r"(?:matarse|suicidarse|quitarse\W{1,3}la\W{1,3}vida|colgarse|ahorcarse|cortarse|tirarse|"
        r"lanzarse|tomarselas|envenenarse|morirse)\b|\b(?:se\W{1,3}(?:mata|ahorca|tira|corta|"
        r"cuelga|suicida|envenena|mete\W{1,3}al\W{1,3}(?:rio|mar)|prende\W{1,3}fuego|quita\W{1,3}la"
        r"\W{1,3}vida|pega\W{1,3}un\W{1,3}tiro|tira\W{1,3}(?:del|al|por)|lanza|estrella|tomo\W{1,3}"
        r"(?:las|unas|todo|todas|algo|una\W{1,3}botella|veneno)|corto\b|esta\W{1,3}cortando|"
        r"despide))(?!\W{1,3}(?:trabajando|estudiando|de\W{1,3}(?:risa|hambre)|a\W{1,3}(?:la\W"
        r"{1,3})?"
        r"piscina|de\W{1,3}los\W{1,3}pelos|el\W{1,3}pelo|las\W{1,3}unas))|\b(?:no|ya\W{1,3}no)\W"
        r"{1,3}"
        r"quiere\W{1,3}(?:seguir\W{1,3})?vivir|\bse\W{1,3}quiere\W{1,3}morir|\b(?:intento|intentó)"
        r"\W{1,3}(?:matarse|suicidarse|quitarse)|\bcarta\W{1,3}de\W{1,3}despedida|\bdespedida\W"
        r"{1,3}"
        r"en\W{1,3}(?:facebook|instagram|insta|redes)|\bhistorias\W{1,3}de\W{1,3}despedida|"
        r"\b(?:pistola|arma)\W{1,3}en\W{1,3}la\W{1,3}cabeza|\bya\W{1,3}(?:tiene|compro)\W{1,3}"
        r"(?:las|la|el)\W{1,3}(?:pastillas|soga|cuerda|veneno)|\bcompre\W{1,3}la\W{1,3}soga|"
        r"\bse\W{1,3}(?:los|las)\W{1,3}(?:tome|toma)|\bsu\W{1,3}entierro|\bse\W{1,3}esta\W{1,3}"
        r"muriendo\W{1,3}por\W{1,3}mi|\bfoto\W{1,3}de\W{1,3}(?:la\W{1,3})?sangre|\bfotos\W{1,3}de"
        r"\W{1,3}(?:cortes|pastillas)|\bhacer\W{1,3}una\W{1,3}locura\W{1,3}consigo|\b(?:contra|"
        r"usar\W{1,3}su\W{1,3}arma\W{1,3}contra)\W{1,3}(?:el|si)\W{1,3}mism[oa]|\bcortes\W{1,3}"
        r"(?:frescos\W{1,3})?en\W{1,3}(?:los|sus)\W{1,3}brazos|\bse\W{1,3}(?:corta|cortaba|esta"
        r"\W{1,3}cortando)\b|\btiene\W{1,3}un\W{1,3}plan\W{1,3}para\W{1,3}matarse|\bmanana\W{1,3}ya"
        r"\W{1,3}no\W{1,3}me\W{1,3}vas\W{1,3}a\W{1,3}tener|\bque\W{1,3}me\W{1,3}mate\b|\bme\W{1,3}"
        r"voy\W{1,3}a\W{1,3}matar\W{1,3}y\W{1,3}es\W{1,3}tu\W{1,3}culpa|\bsi\W{1,3}me\W{1,3}muero"
        r"\W{1,3}(?:tu|vos|usted)\W{1,3}(?:tienes|tenes|tiene)\W{1,3}la\W{1,3}culpa|\bme\W{1,3}"
        r"mate\W{1,3}(?:feliz|por\W{1,3}tu)|\byo\W{1,3}lo\W{1,3}mate\b|\bcargar\W{1,3}con\W{1,3}e"
        r"so",
        negatable=False,
        veto=PAST + r"|\bse\W{1,3}tira\W{1,3}a\W{1,3}la\W{1,3}piscina|\bse\W{1,3}(?:corta|corto)"
        r"\W{1,3}(?:el|la)\W{1,3}(?:pelo|leche|mayonesa|luz|internet|llamada)|\bpeli\b|\bpelicula|"
        r"\bserie\b|\bpersonaje|\bnovela|\bjuego",
        keys="matar|suicidar|quitar|colgar|ahorcar|morir|tirar|lanzar|cortar|pegar|estrellar|meter|"
        "matarse|suicidarse|quitarse|colgarse|ahorcarse|cortarse|tirarse|lanzarse|tomarselas|"
        "envenenarse|morirse|mata|ahorca|tira|corta|cuelga|suicida|envenena|mete|prende|quita|pega|"
        "lanza|estrella|tomo|corto|cortando|despide|vivir|despedida|cabeza|tiene|compro|compre|tome|"
        "toma|entierro|muriendo|sangre|cortes|fotos|locura|mismo|misma|cortaba|manana|mate|culpa|eso",
    ),
    rule(
        "violence.es_other",
        C.VIOLENCE,
        r"\b(?:la|lo|los|las)\W{1,3}(?:golpea|golpeo|golpeaba|viola|violo|ahorco|ahorca|"
        r"estrangulo|empujo|encerro|tiene\W{1,3}encerrad[oa]|maltrata|amenaza\W{1,3}con\W{1,3}"
        r"(?:el|un|la)\W{1,3}(?:machete|cuchillo|pistola|arma)|mata\W{1,3}si|va\W{1,3}a\W{1,3}"
        r"matar|toca\b)|\ble\W{1,3}(?:pega|pego|pegaba|apunto\W{1,3}con|pegan)\b(?!\W{1,3}(?:la"
        r"\W{1,3}gripe|fuerte|un\W{1,3}grito))|\b(?:pegandole|golpeandola|golpeandolo)\b|\bse\W"
        r"{1,3}"
        r"(?:oyen|escuchan|escucha)\W{1,3}(?:golpes|gritos\W{1,3}de\W{1,3}auxilio)|\bpedir\W{1,3}"
        r"ayuda|\bpidio\W{1,3}(?:que\W{1,3}(?:la|lo)\W{1,3}ayude|ayuda|que\W{1,3}llamara)|\bsi\W"
        r"{1,3}"
        r"le\W{1,3}pasa\W{1,3}algo\W{1,3}fue\W{1,3}el|\bno\W{1,3}sale\W{1,3}viva|\btiene\W{1,3}"
        r"(?:golpes|moretones|marcas\W{1,3}en\W{1,3}el\W{1,3}cuello)|\bojo\W{1,3}morado\W{1,3}por|"
        r"\ble\W{1,3}tiene\W{1,3}miedo|\ble\W{1,3}quito\W{1,3}el\W{1,3}celular|\bhace\W{1,3}cosas"
        r"\W{1,3}de\W{1,3}noche|\bme\W{1,3}(?:mando|envio)\W{1,3}(?:su\W{1,3})?ubicacion\W{1,3}(?:y"
        r"|desde|con)",
        negatable=False,
        veto=PAST + r"|\bpelota|\bjaja|\bpelicula|\bserie\b|\bjuego|\bgripe",
        keys="golpea|golpeo|golpeaba|viola|violo|ahorco|ahorca|estrangulo|empujo|encerro|tiene|"
        "maltrata|amenaza|mata|matar|toca|pega|pego|pegaba|apunto|pegan|pegandole|golpeandola|"
        "golpeandolo|oyen|escuchan|escucha|ayuda|pidio|fue|viva|golpes|moretones|marcas|ojo|"
        "miedo|quito|cosas|mando|envio",
    ),
    # --- second pass: more ways of saying the same things ----------------------------------
    rule(
        "suicide.es_kill_self",
        C.SUICIDE,
        r"\b(?:hoy|noche|dia|manana|ya|creo\W{1,3}(?:que|q)|literal|asi\W{1,3}que|si(?:\W{1,3}\w"
        r"{1,10}){1,4}?)\W{1,3}(?:si\W{1,3})?me\W{1,3}mato\b(?!\W{1,3}(?:estudiando|trabajando|a"
        r"\W{1,3}\w|de\W{1,3}\w|en\W{1,3}el))|\b(?:forma|manera|como)\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,3}?"
        r"(?:de\W{1,3})?(?:morir|matarme|suicidarme|matarse)\W{1,3}(?:sin\W{1,3}dolor|rapido)|\bm"
        r"enos"
        r"\W{1,3}dolorosa\W{1,3}de\W{1,3}morir|\b(?:tengo|ya)\W{1,3}(?:fecha|decidido\W{1,3}el\W"
        r"{1,3}"
        r"dia)\b.{0,40}\bme\W{1,3}mato|\bme\W{1,3}quiero\W{1,3}(?:tirar|lanzar|aventar)\W{1,3}(?:"
        r"por|"
        r"del|al|desde)\W{1,3}(?:la|el)\W{1,3}(?:ventana|balcon|puente|techo|azotea|edificio)",
        veto=PAST + "|" + JOKE,
        keys="mato|morir|matarme|suicidarme|matarse|dolorosa|tirar|lanzar|aventar",
    ),
    rule(
        "suicide.es_plan",
        C.SUICIDE,
        r"\b(?:tengo\W{1,3}pensado|ya\W{1,3}se|ya\W{1,3}tengo\W{1,3}pensado|mi\W{1,3}plan\W{1,3}es)"
        r"\W{1,3}(?:como\W{1,3}|cuando\W{1,3})?hacerlo\b|\bsi\W{1,3}me\W{1,3}muero\W{1,3}se\W{1,3}"
        r"acaba|\bdesaparecer\W{1,3}(?:para\W{1,3}siempre|es\W{1,3}la\W{1,3}unica)|\b(?:esta\W"
        r"{1,3}es"
        r"\W{1,3})(?:la\W{1,3})?ultima\W{1,3}vez\W{1,3}(?:que|q)\W{1,3}te\W{1,3}escribo|\besta\W"
        r"{1,3}"
        r"es\W{1,3}mi\W{1,3}despedida|\bhoy\W{1,3}me\W{1,3}despido|\bno\W{1,3}quiero\W{1,3}ver\W"
        r"{1,3}"
        r"otro\W{1,3}amanecer|\bno\W{1,3}tengo\W{1,3}fuerzas\W{1,3}para\W{1,3}(?:un\W{1,3}dia|"
        r"seguir|vivir)|\bllegando\W{1,3}al\W{1,3}final|\bojala\W{1,3}no\W{1,3}(?:me\W{1,3})?"
        r"despierte|\bpara\W{1,3}(?:que|q)\W{1,3}seguir\b|\bpronto\W{1,3}(?:dejo\W{1,3}de\W{1,3}"
        r"sufrir|ya\W{1,3}no\W{1,3}va\W{1,3}a\W{1,3}importar)|\bseria\W{1,3}no\W{1,3}estar\b|"
        r"\bquiero\W{1,3}(?:que|q)\W{1,3}esto\W{1,3}termine|\bsi\W{1,3}me\W{1,3}pasa\W{1,3}algo\W"
        r"{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?(?:quise|quiero|quiere|dile|diganle|cuiden)|\btotal\W{1,3}ya\W"
        r"{1,3}"
        r"me\W{1,3}voy\b|\bahora\W{1,3}si\W{1,3}(?:puedo\W{1,3}descansar|estoy\W{1,3}en\W{1,3}paz"
        r"\W{1,3}para\W{1,3}irme)|\b(?:que|q)\W{1,3}me\W{1,3}amarre\W{1,3}a\W{1,3}este\W{1,3}mundo|"
        r"\bno\W{1,3}tengo\W{1,3}razon\w{0,2}\W{1,3}para\W{1,3}seguir|\bya\W{1,3}me\W{1,3}quiero"
        r"\W{1,3}ir\b|\bme\W{1,3}quiero\W{1,3}ir\W{1,3}(?:y\W{1,3}no\W{1,3}volver|para\W{1,3}siem"
        r"pre)"
        r"|\bcuando\W{1,3}yo\W{1,3}(?:falte|no\W{1,3}este)|\bnadie\W{1,3}lo\W{1,3}va\W{1,3}a\W{1,3}"
        r"notar|\bno\W{1,3}hay\W{1,3}salida|\bni\W{1,3}una\W{1,3}salida|\bdejando\W{1,3}todo\W{1,3}"
        r"ordenado|\ba\W{1,3}quien\W{1,3}le\W{1,3}dejo|\bseguro\W{1,3}de\W{1,3}vida|\bmuert[oa]\W"
        r"{1,3}"
        r"por\W{1,3}dentro|\bagotad[oa]\W{1,3}de\W{1,3}(?:respirar|vivir|existir)|\bme\W{1,3}da\W"
        r"{1,3}"
        r"igual\W{1,3}si\W{1,3}me\W{1,3}pasa\W{1,3}algo|\bya\W{1,3}no\W{1,3}va\W{1,3}a\W{1,3}hacer"
        r"\W{1,3}falta|\bdile\W{1,3}a\W{1,3}mi\W{1,3}\w{1,8}\W{1,3}que\W{1,3}(?:la|lo)\W{1,3}quise|"
        r"\bno\W{1,3}quiero\W{1,3}estar\W{1,3}mas\W{1,3}(?:aca|aqui)|\bya\W{1,3}cumpli\b",
        gentle=True,
        veto=PAST + "|" + JOKE + r"|\bfinal\W{1,3}de\W{1,3}(?:la|el)\W{1,3}(?:serie|temporada|lib"
        r"ro|"
        r"mes|semestre)",
        keys="pensado|hacerlo|muero|desaparecer|ultima|despedida|despido|amanecer|fuerzas|final|"
        "despierte|seguir|sufrir|importar|estar|termine|algo|voy|descansar|irme|amarre|razon|razones|"
        "ir|falte|este|notar|salida|ordenado|dejo|seguro|dentro|agotado|agotada|igual|falta|quise|"
        "aca|aqui|cumpli",
    ),
    rule(
        "means.es_more",
        C.MEANS,
        r"\b(?:ato|amarro|amarre|ate|deje|puse)\W{1,3}(?:la|el)\W{1,3}(?:cuerda|soga|silla|cable)"
        r"\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?(?:a\W{1,3}la\W{1,3}viga|debajo\W{1,3}del\W{1,3}gancho|al\W{1,3}"
        r"gancho)|\b(?:cuarto|bano|carro|auto)\W{1,3}(?:\w{1,10}\W{1,3})?cerrad[oa]\W{1,3}con\W"
        r"{1,3}"
        r"cinta|\bpiedras\W{1,3}en\W{1,3}(?:los|la|mis)\W{1,3}(?:bolsillos|mochila)|\b(?:cuchillo|"
        r"navaja|cuchilla|hoja)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:apoyad[oa]|contra)\W{1,3}(?:en"
        r"\W{1,3})?(?:la|mi)\W{1,3}(?:muneca|cuello|brazo|garganta)|\b(?:hoja\W{1,3}de\W{1,3}"
        r"afeitar|cuchilla|navaja|gillette|bisturi)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:lista|aqui|"
        r"en\W{1,3}la\W{1,3}mano|en\W{1,3}la\W{1,3}mesita)|\b(?:no\W{1,3}se\W{1,3}nadar|los\W{1,3}"
        r"pies\W{1,3}dentro)\b|\b(?:pastillas|pastis|frasco|tubo)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?"
        r"(?:todavia\W{1,3}no\W{1,3}me\W{1,3}las\W{1,3}tomo|en\W{1,3}el\W{1,3}bolsillo)|\b(?:valla"
        r"\W{1,3}es\W{1,3}bajita|no\W{1,3}tiene\W{1,3}(?:reja|baranda))|\bno\W{1,3}me\W{1,3}quiero"
        r"\W{1,3}bajar|\bpor\W{1,3}la\W{1,3}mitad\W{1,3}de\W{1,3}la\W{1,3}(?:pista|carretera|"
        r"autopista)|\b(?:es|un)\W{1,3}(?:un\W{1,3})?\d{1,2}\w{0,2}\W{1,3}piso\b.{0,40}\b(?:senta"
        r"d[oa]|"
        r"asomad[oa]|abierta)",
        veto=PAST + "|" + JOKE,
        keys="ato|amarro|amarre|ate|deje|puse|cerrado|cerrada|piedras|cuchillo|navaja|cuchilla|hoja|"
        "afeitar|gillette|bisturi|nadar|dentro|pastillas|pastis|frasco|tubo|bajita|tiene|bajar|mitad|"
        "piso",
    ),
    rule(
        "means.es_overdose_more",
        C.MEANS,
        r"\b(?:me\W{1,3})?(?:tome|trague|meti|bebi)\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:todas|todo|"
        r"entero|entera|un\W{1,3}monton|un\W{1,3}punado|un\W{1,3}frasco|lo\W{1,3}(?:q|que)\W{1,3}"
        r"(?:quedaba|tenia)|de\W{1,3}todo|las\W{1,3}de\W{1,3}(?:la\W{1,3})?(?:ansiedad|dormir))\b|"
        r"\bmucho\W{1,3}mas\W{1,3}de\W{1,3}lo\W{1,3}recetado|\b(?:pastillas|pepas|pastis|tabletas|"
        r"ansiolitico\w?|calmantes|somniferos|pastillas\W{1,3}(?:pa|para)\W{1,3}dormir)\b(?=.{0,80}"
        r"\b(?:ron|cervezas?|aguardiente|tequila|vino|trago|alcohol|whisky|vodka|guaro|borrach\w"
        r"{1,2}"
        r")\b)|\b(?:ron|cervezas?|aguardiente|tequila|vino|trago|alcohol|whisky|vodka|guaro)\b."
        r"{0,80}"
        r"\b(?:pastillas|pepas|pastis|ansiolitico\w?|calmantes|somniferos|las\W{1,3}de\W{1,3}(?:la"
        r"\W{1,3})?(?:ansiedad|dormir))\b|\bme\W{1,3}pase\W{1,3}con\W{1,3}las\W{1,3}pepas|\b(?:ju"
        r"nte|"
        r"guardo|guarde)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:medicina|medicinas|pastillas|los\W{1,3}"
        r"guardo\W{1,3}todos)|\bya\W{1,3}casi\W{1,3}tengo\W{1,3}suficientes|\bsin\W{1,3}tomarme\W"
        r"{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,2}?los\W{1,3}guardo",
        needs=r"\b(?:pastillas|pepas|pastis|tabletas|comprimidos|medicina|medicinas|jarabe|litio|"
        r"morfina|amitriptilina|frasco|clonazepam|alprazolam|diazepam|tramadol|quetiapina|"
        r"sertralina|paracetamol|ibuprofeno|somniferos|ansiolitico|calmantes|ansiedad|dormir|"
        r"alcohol|drogas|coca|suficientes)\b",
        veto=PAST + r"|\bno\W{1,3}(?:tome|tomar|mezclar|mezcles|puedo|debo|se\W{1,3}puede)\b|\bme"
        r"dico"
        r"\W{1,3}(?:me\W{1,3})?dijo|\bvitamin",
        keys="tome|trague|meti|bebi|recetado|pastillas|pepas|pastis|tabletas|ansiolitico|calmantes|"
        "somniferos|ron|cerveza|cervezas|aguardiente|tequila|vino|trago|alcohol|whisky|vodka|guaro|"
        "pase|junte|guardo|guarde|suficientes|tomarme",
    ),
    rule(
        "self_harm.es_more",
        C.SELF_HARM,
        r"\bme\W{1,3}(?:raje|rajo|marco|marque|pinche|pincho|raye|rayo|arane|arano|aranado|rasgue|"
        r"rasguno|clave|clavo|quite|intente\W{1,3}quitar)\W{1,3}(?:\w{1,12}\W{1,3}){0,4}?(?:brazo"
        r"s?|"
        r"piel|palma|pierna|piernas|cara|cuello|munecas?|antebrazo|cuchilla|cuchillo|navaja|tijer"
        r"as|"
        r"alfileres?|agujas?|lima|vidrio|tapa)\b|\b(?:me\W{1,3}di|le\W{1,3}di|le\W{1,3}pegue|me\W"
        r"{1,3}"
        r"pegue|golpee|le\W{1,3}doy|me\W{1,3}doy)\W{1,3}(?:\w{1,12}\W{1,3}){0,3}?(?:contra|a)\W"
        r"{1,3}"
        r"(?:la|el)\W{1,3}(?:pared|muro|puerta|espejo)|\bhasta\W{1,3}(?:que\W{1,3})?(?:me\W{1,3})?"
        r"(?:sangr\w{1,4}|romperme|abrir(?:me)?\W{1,3}la\W{1,3}piel|se\W{1,3}me\W{1,3}abrieron)|"
        r"\bme"
        r"\W{1,3}hice\W{1,3}(?:un|\d+)\W{1,3}(?:corte|cortes|mas)\b(?!\W{1,3}de\W{1,3}pelo)|\bcor"
        r"tes"
        r"\W{1,3}nuevos|\bcortadas\b|\bme\W{1,3}volvi\W{1,3}a\W{1,3}lastimar|\bcastigarme\b|\bme"
        r"\W{1,3}(?:meti|puse)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:en\W{1,3}el\W{1,3}agua\W{1,3}"
        r"hirviendo|la\W{1,3}plancha\W{1,3}caliente)|\bme\W{1,3}arranco\W{1,3}el\W{1,3}pelo|\bme"
        r"\W{1,3}hago\W{1,3}rasgunos",
        veto=PAST + "|" + JOKE + r"|\bsin\W{1,3}querer|\baccidente\b(?!\W{0,3}$)|\bjugando",
        keys="raje|rajo|marco|marque|pinche|pincho|raye|rayo|arane|arano|aranado|rasgue|rasguno|"
        "clave|clavo|quite|quitar|pared|muro|puerta|espejo|hasta|corte|cortes|mas|nuevos|cortadas|"
        "lastimar|castigarme|hirviendo|plancha|arranco|rasgunos",
    ),
    rule(
        "threat.es_more",
        C.THREAT,
        r"\b(?:quiere|quiere\W{1,3}verme|verme)\W{1,3}muert[oa]\b|\b(?:verme|verte|terminar|acaba"
        r"r|meterme)\W{1,3}en\W{1,3}un\W{1,3}cajon|\b(?:me"
        r"\W{1,3})?hace\W{1,3}desaparecer|\bme\W{1,3}va\W{1,3}a\W{1,3}(?:desfigurar|cortar\W{1,3}la"
        r"\W{1,3}cara|echar\W{1,3}acido|mandar\W{1,3}a\W{1,3}unos|acabar|hacer\W{1,3}pagar|esperar"
        r"\W{1,3}a\W{1,3}la\W{1,3}salida)|\bva\W{1,3}a\W{1,3}acabar\W{1,3}conmigo|\b(?:me\W{1,3})"
        r"?iba"
        r"\W{1,3}a\W{1,3}desfigurar|\bultimos\W{1,3}dias\b|\bte\W{1,3}llegara\W{1,3}tu\W{1,3}hora|"
        r"\bme\W{1,3}quedan\W{1,3}pocos\W{1,3}dias|\bno\W{1,3}voy\W{1,3}a\W{1,3}llegar\W{1,3}viva|"
        r"\b(?:si|cuando)\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?(?:te\W{1,3}mato|me\W{1,3}(?:entierra|"
        r"corta\W{1,3}el\W{1,3}cuello|desfigura|mata))\b|\bamenaz\w{0,4}\W{1,3}(?:\w{1,10}\W{1,3})?"
        r"con\W{1,3}(?:envenenar|soltar|subir|mandarle|pegarme|publicar|matar|quemar|hacer\W{1,3}"
        r"(?:q|que)\W{1,3}me)|\b(?:foto|mensaje)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:de\W{1,3}"
        r"(?:un|una)\W{1,3})?(?:bala|cuchillo|arma|pistola)\b|\b(?:bala|cuchillo|arma|pistola)\W"
        r"{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?(?:en\W{1,3}la\W{1,3}foto|pronto)|\bse\W{1,3}donde\W{1,3}vive"
        r"\W{1,3}"
        r"tu\b|\ble\W{1,3}va\W{1,3}a\W{1,3}(?:cortar\W{1,3}el\W{1,3}cuello|hacer\W{1,3}algo)\W"
        r"{1,3}a"
        r"|\b(?:lo|la)\W{1,3}va\W{1,3}a\W{1,3}(?:colgar|matar|envenenar)\W{1,3}si\b|\bcon\W{1,3}"
        r"(?:los\W{1,3}ninos|mi|nosotros)\W{1,3}(?:\w{1,10}\W{1,3})?(?:dentro|adentro)|\bconmigo"
        r"\W{1,3}adentro|\bno\W{1,3}me\W{1,3}va\W{1,3}a\W{1,3}reconocer|\bno\W{1,3}dormir\W{1,3}"
        r"tranquila|\besta\W{1,3}noche\W{1,3}me\W{1,3}mata|\bal\W{1,3}final\W{1,3}me\W{1,3}mata|"
        r"\bpartirme\W{1,3}las\W{1,3}piernas|\barreglar\W{1,3}cuentas|\bme\W{1,3}va\W{1,3}a\W{1,3}"
        r"encontrar\W{1,3}aunque|\blo\W{1,3}primero\W{1,3}es\W{1,3}buscarme|\bmandar\W{1,3}a\W{1,3}"
        r"alguien|\bla\W{1,3}va\W{1,3}a\W{1,3}mandar",
        veto=PAST + "|" + EVERYDAY_KILLER + r"|\bjaja|\bjuego|\bserie\b|\bpelicula|\bcrush\b",
        keys="muerto|muerta|cajon|desaparecer|desfigurar|cortar|acido|mandar|acabar|pagar|esperar|"
        "ultimos|hora|pocos|viva|mato|entierra|corta|desfigura|mata|amenaz|bala|cuchillo|arma|"
        "pistola|vive|hacer|colgar|matar|envenenar|dentro|adentro|reconocer|tranquila|partirme|"
        "cuentas|encontrar|buscarme",
    ),
    rule(
        "stalking.es_more",
        C.STALKING,
        r"(?<!si )\b(?:lo|la)\W{1,3}(?:veo|vi|he\W{1,3}visto|encontre)\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,4}?(?:en|"
        r"afuera\W{1,3}de|frente\W{1,3}a)\W{1,3}(?:mi|la|el)\W{1,3}(?:calle|casa|trabajo|ventana|"
        r"depa|"
        r"esquina|edificio|oxxo|techo\W{1,3}de\W{1,3}enfrente|banco\W{1,3}del\W{1,3}parque)|\bme"
        r"\W{1,3}(?:esta|tiene)\W{1,3}vigilad?o?a?n?d?o?|\bme\W{1,3}tiene\W{1,3}vigilad[oa]|\bte"
        r"\W{1,3}estoy\W{1,3}viendo|\bsabe\W{1,3}hasta\W{1,3}(?:lo\W{1,3}que|donde|con)|\b(?:cuen"
        r"tas|"
        r"perfiles)\W{1,3}fals[oa]s|\bnumeros\W{1,3}(?:nuevos|distintos|diferentes)\b|\b(?:para|pa)"
        r"\W{1,3}seguirme|\bmirando\W{1,3}(?:a\W{1,3}|hacia\W{1,3})?mi\W{1,3}(?:ventana|balcon|de"
        r"pa|"
        r"casa|puerta)|\bme\W{1,3}sigue\W{1,3}(?:al|a\W{1,3}la)\W{1,3}(?:trabajo|super|iglesia|"
        r"escuela|facultad|gym|gimnasio)|\bsigue\W{1,3}apareciendo|\baparece\W{1,3}donde\W{1,3}es"
        r"toy|"
        r"\bcompartia\W{1,3}ubicacion|\bse\W{1,3}metio\W{1,3}a\W{1,3}mi\W{1,3}(?:facebook|correo|"
        r"insta\w{0,5}|whatsapp|cuenta|celular)|\bleyendo\W{1,3}mis\W{1,3}(?:conversaciones|"
        r"mensajes|chats)|\bintenta\W{1,3}entrar\W{1,3}a\W{1,3}mi|\bfotos\W{1,3}de\W{1,3}mi\W{1,3}"
        r"(?:ventana|casa|puerta|carro)|\bfoto\W{1,3}de\W{1,3}mi\W{1,3}puerta|\b(?:no\W{1,3}se|no"
        r"\W{1,3}"
        r"entiendo)\W{1,3}como\W{1,3}(?:me\W{1,3}encontro|supo|sabe)|\bnadie\W{1,3}(?:sabia|le\W"
        r"{1,3}"
        r"dijo)\W{1,3}(?:donde|que|la\W{1,3}direccion)|\bno\W{1,3}le\W{1,3}di\W{1,3}la\W{1,3}dire"
        r"ccion"
        r"|\bpaquetes\W{1,3}anonimos|\btiene\W{1,3}mi\W{1,3}(?:horario|direccion\W{1,3}nueva)|\bs"
        r"u\W{1,3}"
        r"(?:silueta|sombra|camioneta|carro|auto|coche|moto|bici)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:en"
        r"|afuera|frente|estacionad[oa]|al\W{1,3}lado)|\b(?:esta|estaba)\W{1,3}(?:afuera\W{1,3}de|"
        r"merodeando|rondando|esperandome|parado\W{1,3}mirando)|\bsigue\W{1,3}rondando|\bhaciendose"
        r"\W{1,3}pasar\W{1,3}por|\bpregunta\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?a\W{1,3}(?:que|q)\W{1,3}"
        r"hora|\bse\W{1,3}hizo\W{1,3}amigo\W{1,3}del\W{1,3}portero|\bme\W{1,3}escribe\W{1,3}"
        r"contandome|\bme\W{1,3}escucha\b|\b(?:encontre|descubri)\W{1,3}un\W{1,3}(?:gps|rastreador|"
        r"localizador|microfono|airtag)|\bcuenta\W{1,3}(?:con\W{1,3}el\W{1,3}nombre|que\W{1,3}se"
        r"\W{1,3}llama)|\bme\W{1,3}espera\W{1,3}en",
        gentle=True,
        veto=PAST + r"|\bserie\b|\bpelicula",
        keys="veo|vi|visto|encontre|vigilado|vigilada|vigilando|viendo|hasta|cuentas|perfiles|numeros|"
        "seguirme|mirando|sigue|apareciendo|aparece|compartia|metio|leyendo|intenta|fotos|foto|como|"
        "nadie|direccion|paquetes|horario|silueta|sombra|camioneta|carro|auto|coche|moto|bici|afuera|"
        "merodeando|rondando|esperandome|parado|haciendose|pregunta|portero|contandome|escucha|"
        "descubri|cuenta|espera",
    ),
    rule(
        "emergency.es_more",
        C.EMERGENCY,
        r"\b(?:esta|estan)\W{1,3}(?:\w{1,8}\W{1,3})?(?:aqui|aca|en|afuera|abajo|frente|dentro|ade"
        r"ntro|"
        r"del\W{1,3}otro\W{1,3}lado|en\W{1,3}el\W{1,3}pasillo)\b|\b(?:rompio|tumbo|tiro\W{1,3}aba"
        r"jo)"
        r"\W{1,3}la\W{1,3}(?:puerta|ventana|reja)|\bforzar\W{1,3}la\W{1,3}(?:cerradura|puerta)|"
        r"\bprobando\W{1,3}llaves|\bse\W{1,3}(?:metio|salto|subio)\W{1,3}(?:\w{1,8}\W{1,3})?(?:a|"
        r"al|"
        r"en|la)\W{1,3}(?:la\W{1,3}|mi\W{1,3})?(?:casa|jardin|reja|patio|bus|carro)|\bentro\W{1,3}a"
        r"\W{1,3}la\W{1,3}fuerza|\bviene\W{1,3}(?:atras|detras|hacia\W{1,3}aca|manejando|en\W{1,3}"
        r"camino)|\bme\W{1,3}(?:esta\W{1,3})?persiguiendo|\bme\W{1,3}sigue\W{1,3}(?:con\W{1,3}el"
        r"\W{1,3}carro\W{1,3})?ahora|\b(?:estoy|voy|sali)\W{1,3}corriendo|\bme\W{1,3}esta\W{1,3}"
        r"(?:esperando|buscando|sacando)\b|\bno\W{1,3}puedo\W{1,3}(?:salir|hablar)|\ba\W{1,3}"
        r"escondidas|\bme\W{1,3}estoy\W{1,3}escondiendo|\bme\W{1,3}metio\W{1,3}en\W{1,3}su\W{1,3}"
        r"(?:carro|auto|coche)|\bno\W{1,3}se\W{1,3}quiere\W{1,3}ir|\bno\W{1,3}quiere\W{1,3}irse|"
        r"\besta"
        r"\W{1,3}a\W{1,3}\d{1,2}\W{1,3}minutos|\bya\W{1,3}esta\W{1,3}en\W{1,3}el\W{1,3}ascensor|"
        r"\btirando\W{1,3}cosas|\bla\W{1,3}puerta\W{1,3}no\W{1,3}aguanta",
        needs=r"\b(?:ahora|ahorita|gritando|grita|cuchillo|machete|pistola|arma|bate|miedo|"
        r"escondid[oa]|sola|solo|no\W{1,3}se\W{1,3}va|no\W{1,3}quiere\W{1,3}irse|ayuda|ayudame|"
        r"trancada|pestillo|borracho|drogado|amenazando|que\W{1,3}hago|q\W{1,3}hago|mirando|"
        r"buscandome|lo\W{1,3}escucho|lo\W{1,3}oigo|no\W{1,3}se\W{1,3}como|sin\W{1,3}avisar|de"
        r"\W{1,3}sorpresa|furioso|rompiendo|golpeando|forzando|puerta|ventana|cerradura|debajo|"
        r"corriendo|persiguiendo|escondiendo|llaves|escondidas|salir|hablar|minutos|ascensor|"
        r"cosas|aguanta|detras|atras|carcel|timbre|marcando|raro|camara|azotea|closet)\b",
        veto=PAST + "|" + JOKE + r"|\bpelicula|\bserie\b|\bjuego|\bsone\b|\bpesadilla|\bmi\W{1,3}"
        r"(?:mama|papa|hermana|hermano|hija|hijo|amiga|amigo|jefe|jefa|perro|gato)\W{1,3}esta\b|"
        r"\bya\W{1,3}no\W{1,3}(?:esta|tengo)|\bcolegio\W{1,3}de\W{1,3}los|\bcumple",
        keys="esta|estan|rompio|tumbo|abajo|forzar|probando|metio|salto|subio|fuerza|viene|"
        "persiguiendo|sigue|corriendo|esperando|buscando|sacando|puedo|escondidas|escondiendo|"
        "quiere|irse|minutos|ascensor|tirando|aguanta",
    ),
    rule(
        "child.es_more",
        C.CHILD,
        r"\bsu\W{1,3}(?:papa|padre|padrastro|mama|madre|madrastra|abuelo|tio)\W{1,3}(?:\w{1,10}\W"
        r"{1,3})?"
        r"(?:le|lo|la|les|los)\W{1,3}(?:toca|toco|encierra|encerro|agarra\W{1,3}del\W{1,3}cuello|"
        r"apreto\W{1,3}el\W{1,3}cuello|ahorca|ahorque|manda\W{1,3}fotos|obliga|ensena\W{1,3}videos|"
        r"amenaza|amenazo|castiga\W{1,3}sin|pone\W{1,3}el\W{1,3}cinturon|dio\W{1,3}con|pega|pego|"
        r"dijo\W{1,3}(?:q|que)\W{1,3}no\W{1,3}diga)|\b(?:le|lo|la)\W{1,3}(?:toca|toco)\W{1,3}donde"
        r"|\bhasta\W{1,3}hacerle\W{1,3}sangre|\b(?:lo|la)\W{1,3}beso\W{1,3}a\W{1,3}la\W{1,3}fuerza|"
        r"\blesiones\b|\blabio\W{1,3}(?:partido|roto)|\bcara\W{1,3}roja\W{1,3}de\W{1,3}golpes|"
        r"\b(?:no|nunca)\W{1,3}(?:me\W{1,3})?(?:los|las|la|lo)\W{1,3}(?:devuelve|voy\W{1,3}a\W{1,3}"
        r"(?:volver\W{1,3}a\W{1,3})?ver|vuelvo\W{1,3}a\W{1,3}ver)|\bno\W{1,3}me\W{1,3}devuelve\W"
        r"{1,3}"
        r"a|\bse\W{1,3}nego\W{1,3}a\W{1,3}devolverme|\bse\W{1,3}(?:la|lo|los|las)\W{1,3}(?:va\W"
        r"{1,3}a"
        r"\W{1,3}llevar|lleva)\W{1,3}(?:para\W{1,3}siempre|a\W{1,3}su\W{1,3}pais)|\bno\W{1,3}se\W"
        r"{1,3}"
        r"donde\W{1,3}estan\W{1,3}mis|\bse\W{1,3}(?:los|las|la|lo)\W{1,3}llevo\W{1,3}del\W{1,3}"
        r"(?:colegio|cole|jardin)|\bse\W{1,3}llevo\W{1,3}a\W{1,3}(?:mi|la|el|los)\W{1,3}"
        + KID
        + r"\W{1,3}(?:de\W{1,3}la\W{1,3}(?:escuela|guarderia)|del\W{1,3}(?:colegio|jardin)|sin\W"
        r"{1,3}"
        r"avisar)|\b(?:les|le)\W{1,3}hace\W{1,3}(?:algo|dano)\W{1,3}a\W{1,3}(?:los|mis)|\bencerra"
        r"d[oa]s"
        r"\W{1,3}en\W{1,3}el\W{1,3}carro|\bborracho\W{1,3}con\W{1,3}(?:los|mis)\W{1,3}"
        + KID
        + r"|\bdescalzos\W{1,3}como\W{1,3}castigo|\bno\W{1,3}(?:le|lo|la)\W{1,3}(?:alimenta|da\W"
        r"{1,3}"
        r"de\W{1,3}comer|da\W{1,3}la\W{1,3}medicina)|\bdejo\W{1,3}a\W{1,3}(?:mi|la|el)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?" + KID + r"\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:en\W{1,3}la\W{1,3}"
        r"(?:calle|plaza)|sol[oa])|\bcon\W{1,3}el\W{1,3}arma\W{1,3}al\W{1,3}lado|\bpapa\W{1,3}esta"
        r"\W{1,3}pegando|\ba\W{1,3}ella\W{1,3}le\W{1,3}toca\W{1,3}despues|\bropa\W{1,3}interior"
        r"\W{1,3}manchada|\bno\W{1,3}despierta\W{1,3}bien|\bdespidete\b",
        veto=PAST + "|" + JOKE + r"|\bcomo\W{1,3}acordamos",
        keys="toca|toco|encierra|encerro|agarra|apreto|ahorca|ahorque|manda|obliga|ensena|amenaza|"
        "amenazo|castiga|pone|dio|pega|pego|dijo|sangre|beso|lesiones|labio|golpes|devuelve|ver|"
        "devolverme|llevar|lleva|estan|llevo|hace|encerrados|encerradas|borracho|descalzos|"
        "alimenta|comer|medicina|dejo|arma|pegando|manchada|despierta|despidete",
    ),
    rule(
        "suicide.es_other_more",
        C.SUICIDE,
        r"\b(?:va|iba)\W{1,3}a\W{1,3}(?:saltar|tirarse|lanzarse|matarse)\b|\b(?:esta|ya\W{1,3}esta"
        r"|estoy)\W{1,3}(?:\w{1,8}\W{1,3})?(?:en|sobre|arriba\W{1,3}de|encima\W{1,3}de)\W{1,3}(?:el"
        r"\W{1,3}|la\W{1,3}|las\W{1,3})?" + PLACE_HIGH + r"\b(?=.{0,80}\b(?:salta|saltar|tira|tir"
        r"arse|"
        r"manda|mando|fotos?|mirando|diciendo|dice|escribio|llama|agua|rio|abajo|esperando|si\W"
        r"{1,3}"
        r"no|nadie|sol[oa]|pensando|hace\W{1,3}rato|llevo|piernas|es\W{1,3}por\W{1,3}mi|convencer"
        r")\b)"
        r"|\bubicacion\W{1,3}(?:de|desde)\W{1,3}"
        r"un\W{1,3}puente|\bfotos?\W{1,3}de\W{1,3}(?:sus|su|la|una)\W{1,3}(?:brazos?\W{1,3}cortad|"
        r"munecas\W{1,3}cortadas|cuerda|soga|botella\W{1,3}de\W{1,3}pastillas|cuchillas|pastillas)|"
        r"\bse\W{1,3}encerro\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?con\W{1,3}(?:el|la|un|una)\W{1,3}(?:a"
        r"rma|"
        r"pistola|cuchillo|pastillas)|\b(?:busco|buscaba|busca)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?como"
        r"\W{1,3}(?:morir|matarse|suicidarse)|\bes\W{1,3}su\W{1,3}ultima\W{1,3}noche|\bdiciendo"
        r"\W{1,3}adios|\bse\W{1,3}despidio\W{1,3}de|\bmensaje\W{1,3}de\W{1,3}despedida|\bse\W{1,3}"
        r"esta\W{1,3}desangrando|\blo\W{1,3}intento\W{1,3}por\W{1,3}mi|\btiene\W{1,3}(?:las|el|la)"
        r"\W{1,3}(?:pastillas|veneno|soga|cuerda|frasco)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:en\W"
        r"{1,3}la"
        r"\W{1,3}mano|y\W{1,3}(?:q|que))|\bse\W{1,3}va\W{1,3}a\W{1,3}(?:tomar|meter)\W{1,3}(?:el|"
        r"un|"
        r"las)\W{1,3}(?:veneno|tiro|pastillas)|\bse\W{1,3}tomo\W{1,3}" + PILLS + r"|\bamenaz\w{0,4}"
        r"\W{1,3}con\W{1,3}(?:ahorcarse|matarse|suicidarse|tirarse|cortarse|colgarse)|\bno\W{1,3}va"
        r"\W{1,3}a\W{1,3}(?:pasar\W{1,3}de\W{1,3}esta\W{1,3}noche|llegar\W{1,3}a\W{1,3}(?:las|man"
        r"ana))"
        r"|\bsi\W{1,3}(?:\w{1,10}\W{1,3}){1,4}?(?:salta|se\W{1,3}(?:tira|avienta|lanza))\b|\besta"
        r"\W{1,3}noche\W{1,3}lo\W{1,3}(?:termina|hace)|\bfoto\W{1,3}de\W{1,3}su\W{1,3}brazo|\best"
        r"rellar"
        r"\W{1,3}el\W{1,3}(?:carro|coche|auto)|\bmanda\W{1,3}fotos\W{1,3}de\W{1,3}cuchillas|\besc"
        r"ribio"
        r"\W{1,3}la\W{1,3}carta|\b(?:escribio|mando|dice|dijo|mensaje)\W{1,6}(?:\w{1,8}\W{1,3})"
        r"{0,2}?"
        r"ayudame\b(?!\W{1,3}a\W{1,3}no)|\bsu\W{1,3}ex\W{1,3}(?:la|lo)\W{1,3}(?:iba|va)\W{1,3}a"
        r"\W{1,3}matar|\b(?:le|la)\W{1,3}esta\W{1,3}pegando|\bpidiendo\W{1,3}ayuda|\bcara\W{1,3}"
        r"hinchada|\bno\W{1,3}quiere\W{1,3}despertar|\bla\W{1,3}amenaza\b|\bla\W{1,3}tiro\W{1,3}al"
        r"\W{1,3}suelo|\bmatarla\b",
        veto=PAST + "|" + JOKE + r"|\bpelicula|\bserie\b|\bjuego|\btender|\bropa\b|\bvista\W{1,3}"
        r"(?:tan|linda)|\bmercad|\bpiscina|\bplaya\b",
        keys="saltar|tirarse|lanzarse|matarse|esta|estoy|ubicacion|foto|fotos|encerro|busco|buscaba|"
        "busca|ultima|adios|despidio|despedida|desangrando|intento|tiene|tomar|meter|tomo|amenaz|"
        "pasar|llegar|salta|tira|avienta|lanza|termina|hace|brazo|estrellar|cuchillas|carta|"
        "ayudame|matar|pegando|ayuda|hinchada|despertar|amenaza|suelo|matarla",
    ),
    rule(
        "violence.es_more",
        C.VIOLENCE,
        r"(?<!nunca )(?<!no )\bme\W{1,3}(?:tiro|lanzo|tira|lanza|aventó|avento)\W{1,3}(?:un|una)"
        r"\W{1,3}(?:plato|silla|vaso|botella|zapato|piedra|olla|celular|cuchillo)|\bme\W{1,3}agarro"
        r"\W{1,3}(?:de|por)\W{1,3}la\W{1,3}garganta|\bme\W{1,3}agredi\w{1,4}|\bme\W{1,3}(?:dio|da"
        r"|daba)"
        r"\W{1,3}(?:con\W{1,3}(?:el|la)\W{1,3}(?:cinturon|hebilla|cinto|palo|correa|cable|puno)|"
        r"(?:una|un)\W{1,3}golpiza|bofetadas|patadas|cachetadas|punetazos)|\bme\W{1,3}(?:mete|met"
        r"io)"
        r"\W{1,3}la\W{1,3}cabeza\W{1,3}en|\bme\W{1,3}obliga\W{1,3}a\W{1,3}(?:acostarme|tener|hace"
        r"r)|"
        r"\bme\W{1,3}pegaron\b|\bme\W{1,3}rompio\W{1,3}(?:el|la)\W{1,3}(?:labio|ceja|cabeza|boca|"
        r"diente|costillas)|\bme\W{1,3}(?:tira|tiro|jala|jalo)\W{1,3}del\W{1,3}pelo|\bmarcas\W"
        r"{1,3}de"
        r"\W{1,3}sus\W{1,3}dedos|\bme\W{1,3}(?:abrio|partio)\W{1,3}la\W{1,3}(?:ceja|cabeza|boca)",
        veto=PAST + "|" + JOKE,
        keys="tiro|lanzo|tira|lanza|avento|garganta|agredi|dio|da|daba|mete|metio|obliga|pegaron|"
        "rompio|jala|jalo|marcas|abrio|partio",
    ),
    # --- third pass ------------------------------------------------------------------------
    rule(
        "suicide.es_think",
        C.SUICIDE,
        r"\b(?:pienso|pense|pensando|pensar|querer|ganas\W{1,3}de)\W{1,3}(?:\w{1,10}\W{1,3})?(?:en"
        r"\W{1,3})?(?:tirarme|aventarme|lanzarme|matarme|matarse|colgarme|ahorcarme|suicidarme)\b"
        + IDIOM_DE
        + r"|\b(?:tirarme|aventarme|lanzarme)\W{1,3}(?:desde|del|de|por)\W{1,3}(?:el|la)"
        r"\W{1,3}(?:\w{1,10}\W{1,3})?(?:piso|puente|balcon|edificio|techo|azotea)\b|\bno\W{1,3}"
        r"quiero\W{1,3}seguir\W{1,3}viviendo|\blo\W{1,3}voy\W{1,3}a\W{1,3}(?:volver\W{1,3}a\W{1,3}"
        r"intentar|provocar\W{1,3}yo)|\bmorirme\b" + IDIOM_DE,
        veto=PAST + "|" + JOKE + "|" + SHAME,
        keys="tirarme|aventarme|lanzarme|matarme|matarse|colgarme|ahorcarme|suicidarme|viviendo|"
        "intentar|provocar|morirme",
    ),
    rule(
        "suicide.es_goodbye",
        C.SUICIDE,
        r"\b(?:gracias|bot)\b.{0,80}\badios\b|\badios\W{1,3}(?:gracias|fue\W{1,3}lindo|esto\W"
        r"{1,3}lo"
        r"\W{1,3}hago)|\bultimo\W{1,3}dia\W{1,3}(?:que|q)\b|\bno\W{1,3}voy\W{1,3}a\W{1,3}(?:estar|"
        r"llegar\W{1,3}a\W{1,3}(?:navidad|fin\W{1,3}de\W{1,3}ano|manana))\b|\bya\W{1,3}no\W{1,3}voy"
        r"\W{1,3}a\W{1,3}tener\W{1,3}que\W{1,3}sentir|\b(?:ya\W{1,3})?me\W{1,3}(?:despedi|despido"
        r"|he"
        r"\W{1,3}despedido)\b|\blist[oa]\W{1,3}para\W{1,3}irme|\bno\W{1,3}me\W{1,3}busquen|\bya\W"
        r"{1,3}"
        r"tome\W{1,3}(?:mi|la)\W{1,3}decision|\bno\W{1,3}me\W{1,3}va\W{1,3}a\W{1,3}ver\W{1,3}nunca|"
        r"\bno\W{1,3}veo\W{1,3}un\W{1,3}manana|\bpague\W{1,3}todas\W{1,3}mis\W{1,3}deudas|"
        r"\bperdonenme\b|\bque\W{1,3}se\W{1,3}acabe\W{1,3}ya|\bsi\W{1,3}fuera\W{1,3}valiente|\bsi"
        r"\W{1,3}me\W{1,3}pasara\W{1,3}algo|\bsi\W{1,3}no\W{1,3}estoy\b.{0,40}\bmejor|\bsobro\W"
        r"{1,3}"
        r"en\W{1,3}este\W{1,3}mundo|\bpeso\W{1,3}muerto|\bdeberia\W{1,3}no\W{1,3}estar|\bya\W"
        r"{1,3}no"
        r"\W{1,3}vale\W{1,3}la\W{1,3}pena\W{1,3}seguir|\btodo\W{1,3}listo\W{1,3}para\W{1,3}irme|"
        r"\bduele\W{1,3}mucho\W{1,3}irse|\bdeje\W{1,3}todo\W{1,3}ordenado|\bno\W{1,3}(?:la|lo|los"
        r"|las)"
        r"\W{1,3}voy\W{1,3}a\W{1,3}(?:usar|necesitar)\W{1,3}mas|\bya\W{1,3}no\W{1,3}(?:la|lo|los|"
        r"las)"
        r"\W{1,3}voy\W{1,3}a\W{1,3}(?:usar|necesitar)|\bpor\W{1,3}lo\W{1,3}que\W{1,3}voy\W{1,3}a"
        r"\W{1,3}"
        r"hacer|\bme\W{1,3}da\W{1,3}lo\W{1,3}mismo\W{1,3}vivir|\bque\W{1,3}gane\W{1,3}la\W{1,3}"
        r"oscuridad|\bdejo\W{1,3}que\W{1,3}me\W{1,3}lleve|\b(?:ya\W{1,3})?regale\W{1,3}(?:mi|mis)"
        r"\b|"
        r"\ble\W{1,3}(?:deje|regale|di)\W{1,3}(?:a\W{1,3}mi\W{1,3}\w{1,10}\W{1,3})?(?:mi|mis)\W"
        r"{1,3}"
        r"(?:celular|contrasena|claves|cuenta|moto|perro|perrita|gata|gato|guitarra|ropa|libros)\b|"
        r"\bse\W{1,3}apague\W{1,3}todo|\bno\W{1,3}hay\W{1,3}vuelta|\balli\W{1,3}termino\W{1,3}todo|"
        r"\btodo\W{1,3}se\W{1,3}acabo\W{1,3}para\W{1,3}mi|\bcuiden\W{1,3}a\W{1,3}mi|\bdesaparecer"
        r"\W{1,3}del\W{1,3}todo|\bnadie\W{1,3}me\W{1,3}(?:pueda\W{1,3})?encuentre?\W{1,3}nunca|"
        r"\bcansadisim[oa]\W{1,3}de\W{1,3}existir|\bya\W{1,3}esta\W{1,3}todo\b|\bpienso\W{1,3}mucho"
        r"\W{1,3}en\W{1,3}la\W{1,3}muerte|\bme\W{1,3}falta\W{1,3}poco\b",
        gentle=True,
        veto=PAST + "|" + JOKE + r"|\bmudanza\b(?!\W{1,3}y)|\bvacaciones|\bviaje\b",
        keys="adios|ultimo|estar|llegar|sentir|despedi|despido|despedido|irme|busquen|decision|"
        "nunca|manana|deudas|perdonenme|acabe|valiente|pasara|mejor|sobro|muerto|estar|seguir|irse|"
        "ordenado|usar|necesitar|hacer|vivir|oscuridad|lleve|regale|deje|di|apague|vuelta|termino|"
        "acabo|cuiden|todo|encuentre|encuentra|existir|muerte|poco",
    ),
    rule(
        "means.es_overdose_3",
        C.MEANS,
        r"\b(?:me\W{1,3})?(?:he\W{1,3}tomado|tome|trague|meti|bebi)\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?"
        r"(?:todas|todo|enter[oa]|un\W{1,3}monton|un\W{1,3}punado|lo\W{1,3}(?:q|que)\W{1,3}"
        r"(?:quedaba|habia|encontre))\b|\bme\W{1,3}pase\W{1,3}(?:con|de)\W{1,3}(?:las\W{1,3})?"
        r"(?:pastillas|pepas|pastis)|\bya\W{1,3}me\W{1,3}las\W{1,3}tome|\bya\W{1,3}van\W{1,3}\d\W"
        r"{1,3}"
        r"(?:cajas|tiras|blisters|frascos)|\b(?:tranquilizantes|zolpidem|clona|rivotril|acetamino"
        r"fen"
        r"|extasis|pepas)\b|\b(?:mucha\W{1,3}coca|una\W{1,3}raya\W{1,3}tras\W{1,3}otra)|\bdespues"
        r"\W{1,3}de\W{1,3}tomar\W{1,3}las\W{1,3}pastillas|\btome\W{1,3}algo\W{1,3}(?:\w{1,10}\W"
        r"{1,3})"
        r"{0,5}?muchas|\bcosas\W{1,3}que\W{1,3}no\W{1,3}debia|\b(?:como|unas?)\W{1,3}\d{2}\W{1,3}"
        r"(?:pastillas|comprimidos|tabletas)?\W{0,3}(?:ya\W{1,3})?vomit|\btarro\W{1,3}lleno\W"
        r"{1,3}de"
        r"\W{1,3}pastillas|\bpastillas\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:guardadas\W{1,3}para\W"
        r"{1,3}mi"
        r"|para\W{1,3}mi\b|son\W{1,3}para\W{1,3}mi|por\W{1,3}si\W{1,3}algun\W{1,3}dia)",
        needs=r"\b(?:pastillas|pepas|pastis|tabletas|tableta|comprimidos|medicina|medicinas|jarabe|"
        r"litio|morfina|blister|frasco|bote|botiquin|cajon|velador|tranquilizantes|zolpidem|clona|"
        r"rivotril|acetaminofen|extasis|coca|raya|cajas|tiras|vomit\w{0,3}|sueno|borroso|"
        r"respirar|debia|mal|temblar|corazon|pecho|mareada|mareado|abiertos|lorazepam|diazepam|"
        r"tramadol|clonazepam|alprazolam|paracetamol|ibuprofeno|somniferos|dormir|madre|mama|"
        r"abuela|presion|recetado|noche|sentir)\b",
        veto=PAST + r"|\bno\W{1,3}(?:tome|tomar|mezclar|debo|se\W{1,3}puede)\b|\bvitamin|"
        r"\bcafe\b|\bte\b|\bmate\b|\bsopa|\bcaldo",
        keys="tomado|tome|trague|meti|bebi|pase|tome|van|tranquilizantes|zolpidem|clona|rivotril|"
        "acetaminofen|extasis|pepas|coca|raya|tomar|algo|debia|vomit|tarro|pastillas",
    ),
    rule(
        "self_harm.es_3",
        C.SELF_HARM,
        r"\b(?:me\W{1,3}estoy|estoy)\W{1,3}golpeando\W{1,3}(?:la|mi)\W{1,3}cabeza|\bme\W{1,3}golp"
        r"ie\b"
        r"|\bme\W{1,3}pegue\W{1,3}(?:en\W{1,3}la\W{1,3}cara|un\W{1,3}punetazo)|\bme\W{1,3}volvi\W"
        r"{1,3}"
        r"a\W{1,3}(?:quemar|cortar|lastimar)|\bcortes\W{1,3}en\W{1,3}(?:el|los|la|las|mi|mis)\W"
        r"{1,3}"
        r"(?:brazo|brazos|pierna|piernas|muslo|muslos|muneca|munecas|panza|barriga)|\b(?:rayitas|"
        r"rayas|tajo|tajos)\b.{0,40}\b(?:brazo|brazos|panza|piel|pierna|piernas|vidrio|cuchilla|"
        r"hoy|agregue)|\bme\W{1,3}pase\W{1,3}(?:un|el|la)\W{1,3}(?:cuchillo|navaja|cuchilla)\W{1,3}"
        r"por|\bme\W{1,3}meti\W{1,3}la\W{1,3}mano\W{1,3}al\W{1,3}fuego|\b(?:agarre|otra\W{1,3}vez)"
        r"\W{1,3}las?\W{1,3}cuchillas?|\b(?:hice|hago)\W{1,3}(?:dos|tres|\d)\W{1,3}cortes|\bme"
        r"\W{1,3}corte\W{1,3}el\W{1,3}antebrazo|\bme\W{1,3}corto\W{1,3}cada\W{1,3}vez|\bme\W{1,3}"
        r"lastime\W{1,3}(?:los|las|el|la)\W{1,3}(?:brazos?|piernas?|munecas?)|\bni\W{1,3}siento\W"
        r"{1,3}"
        r"los\W{1,3}cortes|\bhacerlos\W{1,3}mas\W{1,3}fuertes|\bencendedor\W{1,3}a\W{1,3}mi\W"
        r"{1,3}piel"
        r"|\bme\W{1,3}estampe\W{1,3}contra|\bcon\W{1,3}la\W{1,3}navaja\W{1,3}y\W{1,3}esta\W{1,3}v"
        r"ez|"
        r"\bme\W{1,3}queme\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?a\W{1,3}proposito|\bgolpeando\W{1,3}el"
        r"\W{1,3}muro|\bpara\W{1,3}que\W{1,3}me\W{1,3}duela",
        veto=PAST + "|" + JOKE + r"|\bsin\W{1,3}querer|\bjugando|\bpelo\b",
        keys="golpeando|golpie|pegue|volvi|cortes|rayitas|rayas|tajo|tajos|pase|fuego|cuchilla|"
        "cuchillas|corte|corto|lastime|siento|hacerlos|encendedor|estampe|navaja|queme|muro|duela",
    ),
    rule(
        "threat.es_3",
        C.THREAT,
        r"\bme\W{1,3}va\W{1,3}a\W{1,3}(?:quebrar|arrancar|cortar\W{1,3}en\W{1,3}pedacitos|partir"
        r"\W{1,3}"
        r"la\W{1,3}madre|enterrar\W{1,3}(?:en|viv)|vengar|meter\W{1,3}en\W{1,3}el\W{1,3}maletero|"
        r"hacer\W{1,3}lo\W{1,3}"
        r"mismo)|\bme\W{1,3}iba\W{1,3}a\W{1,3}(?:arrancar|quebrar|cortar)|\bse\W{1,3}va\W{1,3}a\W"
        r"{1,3}"
        r"vengar|\bdias\W{1,3}estan\W{1,3}contados|\bterminar\W{1,3}en\W{1,3}una\W{1,3}bolsa|\bno"
        r"\W{1,3}"
        r"llego\W{1,3}viva|\besta\W{1,3}vez\W{1,3}me\W{1,3}mata|\bte\W{1,3}voy\W{1,3}a\W{1,3}mata"
        r"r\b|"
        r"\ben\W{1,3}una\W{1,3}zanja|\btiene\W{1,3}un\W{1,3}arma\W{1,3}(?:y|en)\b|\bcontratar\W"
        r"{1,3}a"
        r"\W{1,3}alguien\W{1,3}para|\bvoy\W{1,3}a\W{1,3}desaparecer\W{1,3}como|\ba\W{1,3}matarnos"
        r"\b|"
        r"\b(?:video|videos|fotos?)\W{1,3}(?:\w{1,8}\W{1,3})?(?:intim[oa]s?|desnud[oa]s?)\b."
        r"{0,60}\b"
        r"(?:si\W{1,3}no|va\W{1,3}a|amenaz)|\b(?:va\W{1,3}a|publica|subir)\W{1,3}(?:\w{1,10}\W"
        r"{1,3})"
        r"{0,5}?(?:video|videos|fotos?)\W{1,3}(?:\w{1,8}\W{1,3})?(?:intim[oa]s?|desnud[oa]s?)|\ble"
        r"\W{1,3}va\W{1,3}a\W{1,3}hacer\W{1,3}(?:dano|algo)\b|\bno\W{1,3}hay\W{1,3}lugar\W{1,3}do"
        r"nde"
        r"\W{1,3}esconder|\btirar\W{1,3}acido|\bcon\W{1,3}un\W{1,3}cuchillo\b.{0,30}\b(?:si|traba"
        r"jo|"
        r"casa)|\bir\W{1,3}a\W{1,3}mi\W{1,3}trabajo\W{1,3}con\W{1,3}un|\bme\W{1,3}va\W{1,3}a\W{1,3}"
        r"pasar\W{1,3}algo|\bnadie\W{1,3}me\W{1,3}va\W{1,3}a\W{1,3}(?:buscar|proteger)|\bno\W"
        r"{1,3}le"
        r"\W{1,3}tiembla\W{1,3}la\W{1,3}mano|\bsi\W{1,3}(?:\w{1,10}\W{1,3}){1,6}?me\W{1,3}mata\b",
        veto=PAST + "|" + EVERYDAY_KILLER + r"|\bjaja|\bjuego|\bserie\b|\bpelicula|\bcrush\b|"
        r"\btatuaje",
        keys="quebrar|arrancar|pedacitos|madre|enterrar|vengar|maletero|mismo|cortar|contados|bolsa|"
        "viva|mata|matar|zanja|arma|contratar|desaparecer|matarnos|video|videos|foto|fotos|intimo|"
        "intima|intimos|intimas|dano|algo|esconder|acido|cuchillo|con|pasar|buscar|proteger|tiembla",
    ),
    rule(
        "threat.es_gentle",
        C.THREAT,
        r"\bme\W{1,3}va\W{1,3}a\W{1,3}(?:buscar|estar\W{1,3}esperando|seguir\W{1,3}hasta|encontra"
        r"r)\b|"
        r"\bme\W{1,3}(?:esta|estara)\W{1,3}esperando\b|\bme\W{1,3}voy\W{1,3}a\W{1,3}arrepentir|"
        r"\bamenaz\w{1,6}\b|\bhacer\W{1,3}(?:q|que)\W{1,3}me\W{1,3}arrepienta|\barreglar\W{1,3}las"
        r"\W{1,3}cosas",
        gentle=True,
        needs=r"\b(?:el|ella|ex|carcel|dijo|dice|escribio|mensaje|mando|amenaz\w{1,6}|grito|"
        r"audio)\b",
        veto=PAST + "|" + JOKE + r"|\bmi\W{1,3}(?:mama|madre|papa|padre|abuela|amiga|jefe|jefa)\W"
        r"{1,3}"
        r"me\W{1,3}va|\baeropuerto|\bestacion|\bcolegio\W{1,3}a\W{1,3}las",
        keys="buscar|esperando|seguir|encontrar|arrepentir|amenaz|arrepienta|arreglar",
    ),
    rule(
        "violence.es_3",
        C.VIOLENCE,
        r"\b(?:volvio|vuelve)\W{1,3}a\W{1,3}(?:pegarme|golpearme|violarme|forzarme|ahorcarme)|\bs"
        r"igue"
        r"\W{1,3}(?:pegandome|golpeandome|forzandome|violandome)|\bme\W{1,3}(?:sigue\W{1,3})?forz"
        r"ando"
        r"|\b(?:pegandome|golpeandome)\b|\brodillazo|\bme\W{1,3}retorcio\W{1,3}el\W{1,3}brazo|\bme"
        r"\W{1,3}rompio\W{1,3}(?:dos|tres|\d)\W{1,3}dientes|\bme\W{1,3}toco\W{1,3}a\W{1,3}la\W{1,3}"
        r"fuerza|\bme\W{1,3}apunalo|\bme\W{1,3}revento\W{1,3}a\W{1,3}golpes|\bme\W{1,3}(?:agarro|"
        r"retorcio|apreto)\W{1,3}del?\W{1,3}(?:\w{1,8}\W{1,3})?(?:brazo|munecas?)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:disloco|crujio|fuerte|quebro|rompio)|\bme\W{1,3}pegaba\b(?=.{0,60}\b(?"
        r":ayer|"
        r"otra\W{1,3}vez|hoy|anoche)\b)",
        veto=PAST + "|" + JOKE + r"|\bnunca\W{1,3}(?:volvio|me)",
        keys="pegarme|golpearme|violarme|forzarme|ahorcarme|pegandome|golpeandome|forzandome|"
        "violandome|forzando|rodillazo|retorcio|dientes|toco|apunalo|revento|agarro|apreto|pegaba",
    ),
    rule(
        "emergency.es_3",
        C.EMERGENCY,
        r"\besta\W{1,3}(?:aqui|aca)\W{1,3}(?:esta\W{1,3}(?:aqui|aca)|no\W{1,3}se\W{1,3}que\W{1,3}"
        r"hacer)|\b(?:esta|estan)\W{1,3}con\W{1,3}(?:un|una|el|la)\W{1,3}(?:cuchillo|machete|"
        r"pistola|arma|bate|bidon)|\b(?:esta\W{1,3})?subiendo\W{1,3}(?:las\W{1,3}escaleras|por)|"
        r"\btumbar\W{1,3}la\W{1,3}puerta|\bviene\W{1,3}hacia\W{1,3}mi|\bse\W{1,3}quiere\W{1,3}lle"
        r"var"
        r"\W{1,3}a\W{1,3}(?:mi|la|el)\W{1,3}\w{1,8}\W{1,3}a\W{1,3}la\W{1,3}fuerza|\btocando\W"
        r"{1,3}el"
        r"\W{1,3}timbre\W{1,3}sin\W{1,3}parar|\bforcejeando|\bporton\W{1,3}amenazando|\bsi\W{1,3}no"
        r"\W{1,3}abro\b|\bme\W{1,3}(?:metio|encerro)\W{1,3}(?:al|en\W{1,3}el)\W{1,3}(?:carro|auto|"
        r"coche)|\bno\W{1,3}me\W{1,3}deja\W{1,3}bajar|\bsigue\W{1,3}detras\W{1,3}mio|\bme\W{1,3}e"
        r"sta"
        r"\W{1,3}siguiendo\W{1,3}por|\bdando\W{1,3}vueltas\W{1,3}(?:a\W{1,3}la\W{1,3}casa|al\W{1,3}"
        r"edificio)|\bentro\W{1,3}al\W{1,3}cuarto|\bya\W{1,3}esta\W{1,3}adentro|\bsalto\W{1,3}la"
        r"\W{1,3}"
        r"(?:tapia|reja|pared|cerca)|\besta\W{1,3}(?:al|del)\W{1,3}otro\W{1,3}lado|\bse\W{1,3}bajo"
        r"\W{1,3}(?:del\W{1,3}auto\W{1,3})?y\W{1,3}viene|\bestoy\W{1,3}en\W{1,3}el\W{1,3}carro\W"
        r"{1,3}"
        r"con\W{1,3}el|\besta\W{1,3}estacionado\W{1,3}al\W{1,3}lado\W{1,3}esperandome",
        veto=PAST + r"|\bpelicula|\bserie\b|\bjuego|\bsone\b|\bpesadilla",
        keys="esta|estan|subiendo|tumbar|viene|llevar|timbre|forcejeando|porton|abro|metio|encerro|"
        "bajar|detras|siguiendo|vueltas|entro|adentro|salto|otro|bajo|carro|esperandome",
    ),
    rule(
        "child.es_3",
        C.CHILD,
        r"\b(?:sacudio|sacude|zamarreo|zamarrea|pega|pego|tira\W{1,3}cosas)\W{1,3}(?:\w{1,10}\W"
        r"{1,3})?"
        r"(?:al|a\W{1,3}(?:la|los|las|mi|mis|el))\W{1,3}(?:\w{1,8}\W{1,3})?" + KID + r"\b|\b(?:la"
        r"|lo)"
        r"\W{1,3}sacude\b|\b(?:encerro|encierra|deja\W{1,3}encerrad[oa]s)\W{1,3}(?:a\W{1,3})?(?:m"
        r"i|mis"
        r"|los|las|la|el)?\W{0,3}" + KID + r"|\b(?:los|las|la|lo)\W{1,3}(?:encierra|deja\W{1,3}"
        r"encerrad[oa]s|quema\W{1,3}con)|\ble\W{1,3}volvio\W{1,3}a\W{1,3}pegar|\bse\W{1,3}lo\W{1,3}"
        r"llevo\W{1,3}en\W{1,3}la\W{1,3}moto|\bno\W{1,3}me\W{1,3}devuelven|\bse\W{1,3}fue\W{1,3}con"
        r"\W{1,3}(?:la|el|mi)\W{1,3}" + KID + r"|\bme\W{1,3}olvide\W{1,3}de\W{1,3}(?:ella|el)\W"
        r"{1,3}"
        r"para\W{1,3}siempre|\bsi\W{1,3}habla\W{1,3}lo\W{1,3}mata|\bmama\W{1,3}ven\W{1,3}por\W{1,3}"
        r"mi|\b(?:con|el\W{1,3}esta)\W{1,3}(?:mi\W{1,3}ex\W{1,3})?drogado|\bcosas\W{1,3}sexuales|"
        r"\bdenunciado\W{1,3}por\W{1,3}abuso|\bherida\W{1,3}en\W{1,3}la\W{1,3}cabeza|\bojo\W{1,3}"
        r"hinchado|\bse\W{1,3}esta\W{1,3}banando\W{1,3}y\W{1,3}la\W{1,3}mira|\bla\W{1,3}fue\W{1,3}a"
        r"\W{1,3}buscar\W{1,3}al\W{1,3}colegio\W{1,3}y\W{1,3}no|\bnunca\W{1,3}mas\W{1,3}(?:la|lo|"
        r"los)"
        r"\W{1,3}voy\W{1,3}a\W{1,3}ver|\bdibuja\W{1,3}a\W{1,3}su\W{1,3}papa\W{1,3}con|\bfotos\W"
        r"{1,3}"
        r"raras\W{1,3}de\W{1,3}mi\W{1,3}" + KID + r"|\bva\W{1,3}a\W{1,3}chocar|\bal\W{1,3}sol\W"
        r"{1,3}"
        r"mientras|\bcon\W{1,3}un\W{1,3}tipo\W{1,3}que\W{1,3}no\W{1,3}conozco|\bsolo\W{1,3}en\W"
        r"{1,3}la"
        r"\W{1,3}plaza|\bla\W{1,3}dejo\W{1,3}en\W{1,3}la\W{1,3}plaza|\bafuera\W{1,3}en\W{1,3}el\W"
        r"{1,3}"
        r"frio\W{1,3}como\W{1,3}castigo|\bno\W{1,3}podia\W{1,3}sentarse|\bsu\W{1,3}mama\W{1,3}dice"
        r"\W{1,3}que\W{1,3}es\W{1,3}el\W{1,3}padrastro|\bsin\W{1,3}comer\W{1,3}y\W{1,3}con|\bse\W"
        r"{1,3}"
        r"llevo\W{1,3}a\W{1,3}mi\W{1,3}\w{1,6}\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?no\W{1,3}(?:se|vuel"
        r"ve|"
        r"contesta)|\ble\W{1,3}da\W{1,3}alcohol",
        veto=PAST + "|" + JOKE + r"|\bcomo\W{1,3}acordamos|\bpelota",
        keys="sacudio|sacude|zamarreo|zamarrea|pega|pego|cosas|encerro|encierra|encerrados|"
        "encerradas|quema|pegar|moto|devuelven|fue|olvide|mata|ven|drogado|sexuales|abuso|herida|"
        "hinchado|mira|buscar|ver|dibuja|fotos|chocar|sol|conozco|plaza|dejo|frio|sentarse|"
        "padrastro|comer|llevo|alcohol",
    ),
    rule(
        "suicide.es_other_3",
        C.SUICIDE,
        r"\b(?:va\W{1,3}a|quiere|piensa)\W{1,3}terminar\W{1,3}con\W{1,3}todo|\bencerrad[oa]\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?con\W{1,3}(?:la|el|una|un)\W{1,3}(?:escopeta|arma|pistola|"
        r"cuchilla|navaja|pastillas)|\bse\W{1,3}encerro\b.{0,60}\b(?:cuchilla|navaja|arma|"
        r"pastillas|escopeta)|\bdespidiendose|\bme\W{1,3}mando\W{1,3}(?:una|su)\W{1,3}despedida|"
        r"\bdejo\W{1,3}una\W{1,3}nota|\bla\W{1,3}estan\W{1,3}matando|\bcara\W{1,3}morada|\bse\W"
        r"{1,3}"
        r"iban\W{1,3}a\W{1,3}morir|\btiene\W{1,3}una\W{1,3}cuerda|\b(?:la|lo)\W{1,3}(?:iba|van|ib"
        r"an)"
        r"\W{1,3}a\W{1,3}matar|\bdejar\W{1,3}de\W{1,3}tomar\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?a\W{1,3}"
        r"proposito|\bregalo\W{1,3}sus\W{1,3}cosas|\blist[oa]\W{1,3}para\W{1,3}irse|\bhablando\W"
        r"{1,3}"
        r"de\W{1,3}(?:matarse|suicidarse|morirse)|\btomarselas\W{1,3}todas|\bfrasco\W{1,3}de\W"
        r"{1,3}pastillas\W{1,3}abierto|\btiene\W{1,3}una"
        r"\W{1,3}cuchilla|\b(?:su|la)\W{1,3}ex\W{1,3}(?:la|lo)\W{1,3}tiene\W{1,3}vigilad[oa]",
        veto=PAST + "|" + JOKE + r"|\bpelicula|\bserie\b|\bjuego|\bcuarto\W{1,3}de\W{1,3}(?:juegos|"
        r"estudio)\W{1,3}con\W{1,3}la\W{1,3}pistola\W{1,3}de\W{1,3}agua",
        keys="terminar|encerrado|encerrada|encerro|despidiendose|despedida|nota|matando|morada|"
        "morir|cuerda|matar|proposito|regalo|irse|hablando|tomarselas|estar|frasco|cuchilla|"
        "vigilado|vigilada",
    ),
    rule(
        "stalking.es_3",
        C.STALKING,
        r"\b(?:lo|la)\W{1,3}vi\W{1,3}(?:otra\W{1,3}vez\W{1,3})?parad[oa]\W{1,3}(?:enfrente|frente|"
        r"afuera)|\bpasa\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?por\W{1,3}mi\W{1,3}casa|\bsigue\W{1,3}"
        r"pasando\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?por|\brondando\W{1,3}(?:la|mi)\W{1,3}casa|\bme\W"
        r"{1,3}"
        r"espera\W{1,3}cada|\bcuentas\W{1,3}nuevas\W{1,3}cada\W{1,3}vez|\bgps\W{1,3}del\W{1,3}(?:"
        r"auto|"
        r"carro|coche)|\bque\W{1,3}lind[oa]\W{1,3}te\W{1,3}(?:ves|queda)|\bme\W{1,3}ve\W{1,3}con"
        r"\W{1,3}"
        r"la\W{1,3}luz|\bfotos\W{1,3}de\W{1,3}mi\W{1,3}balcon|\bregistra\W{1,3}los\W{1,3}mensajes|"
        r"\bme\W{1,3}siento\W{1,3}(?:perseguida|perseguido|vigilad[oa])|\bme\W{1,3}sigue\W{1,3}por"
        r"\W{1,3}todo|\bse\W{1,3}queda\W{1,3}mirando\W{1,3}la\W{1,3}casa|\bmira\W{1,3}cuando\W{1,3}"
        r"prendo|\ba\W{1,3}(?:q|que)\W{1,3}hora\W{1,3}(?:recojo|salgo|llego|entro)|\brevisa\W{1,3}"
        r"quien\W{1,3}me\W{1,3}sigue|\btiene\W{1,3}algo\W{1,3}en\W{1,3}mi\W{1,3}celular|\bsiempre"
        r"\W{1,3}en\W{1,3}la\W{1,3}esquina|\bacceso\W{1,3}a\W{1,3}mi\W{1,3}ubicacion|\bdrone\b|"
        r"\bvigila\W{1,3}mi\W{1,3}casa|\bme\W{1,3}lo\W{1,3}encontre\W{1,3}\d\W{1,3}veces|\bme\W"
        r"{1,3}estaba\W{1,3}mirando|\bretrovisor|\b(?:dias|horas)\W{1,3}ya"
        r"\W{1,3}estaba\W{1,3}en\W{1,3}la\W{1,3}esquina|\bcolor\W{1,3}de\W{1,3}la\W{1,3}(?:blusa|"
        r"ropa|camisa)",
        gentle=True,
        veto=PAST + r"|\bserie\b|\bpelicula|\bquien\W{1,3}me\W{1,3}sigue\W{1,3}en\W{1,3}(?:insta|"
        r"tiktok)\W{1,3}(?:es|son)",
        keys="vi|pasa|pasando|rondando|espera|cuentas|gps|lindo|linda|ve|fotos|registra|perseguida|"
        "perseguido|vigilado|vigilada|sigue|mirando|mira|hora|revisa|celular|esquina|acceso|drone|"
        "vigila|encontre|casualidad|retrovisor|estaba|color",
    ),
    # --- fourth pass: the means at hand, and an ex threatening his own life -------------------
    rule(
        "means.es_4",
        C.MEANS,
        r"\b(?:navaja|cuchillo|escopeta|revolver|arma|pistola|9\W{0,3}mm|bisturi|cuchilla)\b\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,5}?(?:al\W{1,3}lado\W{1,3}mio|en\W{1,3}las\W{1,3}piernas|en\W"
        r"{1,3}el"
        r"\W{1,3}regazo|sobre\W{1,3}la\W{1,3}mesa|en\W{1,3}la\W{1,3}mano\W{1,3}y\W{1,3}estoy|debajo"
        r"\W{1,3}de\W{1,3}mi\W{1,3}almohada|recien\W{1,3}afilada|afilada\W{1,3}y|en\W{1,3}la\W{1,3}"
        r"guantera\W{1,3}y|en\W{1,3}la\W{1,3}mesita|sentad[oa]\W{1,3}con|en\W{1,3}la\W{1,3}boca|la"
        r"\W{1,3}tengo\W{1,3}(?:yo|aca|aqui))|\b(?:cartuchos|cargador\W{1,3}lleno)\b|\bcable\W"
        r"{1,3}de"
        r"\W{1,3}la\W{1,3}plancha\W{1,3}en\W{1,3}la\W{1,3}mano|\bgancho\W{1,3}(?:\w{1,10}\W{1,3})"
        r"{0,2}?"
        r"en\W{1,3}el\W{1,3}techo|\b(?:cuerda|soga|lazo)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:y\W"
        r"{1,3}la"
        r"\W{1,3}silla|ya\W{1,3}esta)|\bpreparad[oa]\W{1,3}la\W{1,3}(?:cuerda|soga)|\bcon\W{1,3}una"
        r"\W{1,3}(?:cuerda|soga)\b(?!\W{1,3}para\W{1,3}(?:tender|saltar))|\bmirando\W{1,3}el\W{1,3}"
        r"(?:blister|frasco)|\blo\W{1,3}vacie\W{1,3}en\W{1,3}mi\W{1,3}mano|\b(?:cloro|lejia)\b\W"
        r"{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,5}?abierta|\bmatar\W{1,3}hormigas\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"entera|\bcarbon\W{1,3}y\W{1,3}cinta|\bdeje\W{1,3}(?:el|la)\W{1,3}(?:carro|auto|moto|coc"
        r"he)"
        r"\W{1,3}en\W{1,3}(?:el|la)\W{1,3}(?:\w{1,10}\W{1,3})?puente|\bsalte\W{1,3}la\W{1,3}(?:va"
        r"lla|"
        r"reja|baranda)|\bvias?\W{1,3}del\W{1,3}tren\W{1,3}acostad|\bal\W{1,3}final\W{1,3}del\W"
        r"{1,3}"
        r"anden|\ba\W{1,3}\d{3}\W{1,3}(?:por|en)\W{1,3}la\W{1,3}(?:autopista|ruta|carretera)|\ben"
        r"\W{1,3}la\W{1,3}puerta\W{1,3}abierta\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?tren|\bvoy\W{1,3}a"
        r"\W{1,3}meterme\b|\bme\W{1,3}remangue",
        veto=PAST + "|" + JOKE + r"|\bcocinando|\basado\W{1,3}del\W{1,3}domingo|\bpelando|\bpicando"
        r"|\breceta|\bjuguete|\bagua\W{1,3}para\W{1,3}el\W{1,3}cumple",
        keys="navaja|cuchillo|escopeta|revolver|arma|pistola|mm|bisturi|cuchilla|cartuchos|cargador|"
        "plancha|gancho|cuerda|soga|lazo|preparado|preparada|blister|frasco|vacie|cloro|lejia|"
        "hormigas|carbon|deje|salte|tren|via|vias|anden|autopista|ruta|carretera|meterme|remangue",
    ),
    rule(
        "suicide.es_ex_4",
        C.SUICIDE,
        r"\bse\W{1,3}va\W{1,3}a\W{1,3}(?:tomar|quemar|dejar\W{1,3}morir|tirar\W{1,3}con)\b|\bva\W"
        r"{1,3}"
        r"a\W{1,3}tomar\W{1,3}(?:el\W{1,3})?veneno|\bse\W{1,3}pega\W{1,3}un\W{1,3}balazo|\bdejarse"
        r"\W{1,3}morir|\bno\W{1,3}va\W{1,3}a\W{1,3}(?:vivir\W{1,3}para|fallar)|\bno\W{1,3}amanezco|"
        r"\b(?:arma|pistola|escopeta)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:en\W{1,3}la\W{1,3}boca|"
        r"cargada\W{1,3}y)|\bfoto\W{1,3}con\W{1,3}una\W{1,3}(?:soga|cuerda)|\bfoto\W{1,3}de\W"
        r"{1,3}su"
        r"\W{1,3}muneca|\btiene\W{1,3}veneno|\b(?:video|foto)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?en\W"
        r"{1,3}"
        r"(?:la|el)\W{1,3}(?:azotea|cornisa|puente|techo)|\bencerrad[oa]\W{1,3}con\W{1,3}el\W"
        r"{1,3}gas"
        r"|\bya\W{1,3}tomo\W{1,3}la\W{1,3}decision|\bdijo\W{1,3}(?:que|q)\W{1,3}tenia\W{1,3}una\W"
        r"{1,3}"
        r"(?:navaja|pistola|cuchilla)|\bse\W{1,3}metio\W{1,3}al\W{1,3}(?:mar|rio)|\bgaraje\W{1,3}"
        r"prendido",
        veto=PAST + "|" + JOKE + r"|\bpiscina|\bsol\b|\bplaya\b|\bcafe|\bsiesta",
        keys="tomar|quemar|morir|tirar|veneno|balazo|dejarse|vivir|fallar|amanezco|arma|pistola|"
        "escopeta|soga|cuerda|muneca|video|foto|gas|decision|tenia|metio|prendido",
    ),
    rule(
        "means.es_overdose_4",
        C.MEANS,
        r"\bme\W{1,3}la\W{1,3}tome\b|\bdespues\W{1,3}(?:de\W{1,3})?tomar\W{1,3}(?:\w{1,10}"
        r"\W{1,3})?le\W{1,3}sume|\ble\W{1,3}sume\W{1,3}las\W{1,3}pastillas|\bde\W{1,3}todo\W{1,3}"
        r"(?:esta\W{1,3}noche\W{1,3})?(?:pa|para)\W{1,3}no\W{1,3}sentir|\balcohol\W{1,3}de\W{1,3}"
        r"farmacia|\bya\W{1,3}me\W{1,3}las\W{1,3}tome|\bhe\W{1,3}tomado\W{1,3}las\W{1,3}pastillas|"
        r"\blas\W{1,3}junte\b|\bguardadas\W{1,3}para\W{1,3}mi|\btome\W{1,3}algo\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,6}?muchas",
        veto=PAST + "|" + JOKE + r"|\bpiscina|\bsol\b|\bplaya\b|\bcafe|\bsiesta",
        keys="tome|sume|sentir|farmacia|tomado|junte|guardadas|algo",
    ),
)
