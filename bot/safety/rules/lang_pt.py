"""Rules written for Portuguese: danger in the language's own phrasing.

Matched on the normalised forms (casefolded, accent-stripped; see bot/safety/normalise.py), so
accented and unaccented spellings both match. Rule ids are ``<category>.pt[_<what>]``.

Both Brazilian and European forms are covered: proclisis and enclisis ("me matar", "matar-me",
"vai-me matar"), "to/tou/tô/estou", "ta/tá/está", "vc", "pra", "hj", "mto". The softener only
knows English negation and past, so the Portuguese past ("faz anos", "naquela época", "hoje
estou bem") and laughter ("kkkk") are vetoes here, and negation sits inside the patterns.
"""

from __future__ import annotations

import functools

from bot.safety.model import Category
from bot.safety.rule import Rule, rule

C = Category

# The base form keeps accents ("há", "coração"); vetoes and idiom look-aheads must hold there
# too, so every plain vowel (and "c") in a source also accepts its accented letters.
SPELLINGS = {"a": "aáàâã", "e": "eéê", "i": "ií", "o": "oóôõ", "u": "uúü", "c": "cç"}
prule = functools.partial(rule, spellings=SPELLINGS)


# A bounded gap of up to N short words.
G1 = r"(?:\w{1,12}\W{1,3})?"
G2 = r"(?:\w{1,12}\W{1,3}){0,2}?"
G3 = r"(?:\w{1,12}\W{1,3}){0,3}?"
G5 = r"(?:\w{1,12}\W{1,3}){0,5}?"

# A memory told from safety: the Portuguese past and recovery. Vetoes urgent rules.
PAST = (
    r"\b(?:faz|fazem|ha|havia)\W{1,3}(?:\w{1,7}\W{1,3}){0,2}?(?:an(?:d)?os?|tempo|decadas?|seculos|muito)\b"
    r"|\b(?:\d{1,2}|uns|alguns|muitos|dois|tres|quatro|cinco|seis|sete|oito|dez)\W{1,3}an(?:d)?os"
    r"\W{1,3}(?:atras|antes)\b|\bnaquel[ae]\W{1,3}(?:epoca|altura|fase|tempo|ano|casa|vida)"
    r"|\bna\W{1,3}altura\b|\bantes\W{1,3}eu\b|(?<!\bcomo\W)(?<!\bcomo\W\W)\bantigamente\b|\b(?:em|de|ate)\W{1,3}(?:19[6-9]"
    r"|20[0-2])\d\b|\bano\W{1,3}(?:passado|retrasado)|\baos\W{1,3}\d{1,2}\W{1,3}an(?:d)?os|\bquando"
    r"\W{1,3}(?:eu\W{1,3})?(?:tinha|era)\b|\bhoje\W{1,3}(?:eu\W{1,3})?(?:tenho\W{1,3}\d|to|tou|"
    r"estou|sou|vivo|moro|durmo|trabalho|faco|agradeco|ajudo|dou)\b|\bja\W{1,3}passou|\bpassou"
    r"\W{0,3}(?:$|[.!]|hoje|gracas)|\blembr(?:o|ei|ar|ando|anca|ou)\b|\bgracas\W{1,3}a\W{1,3}deus"
    r"|\bnunca\W{1,3}mais\W{1,3}(?:precisei|fiz|apareceu|teve|voltou|me\W{1,3}(?:cortei|tocou))"
    r"|\bsobrevivi\b|\bem\W{1,3}\d{1,2}\W{1,3}an(?:d)?os\b|\bnunca\W{1,3}conseguiu"
    r"|\bdiario\W{1,3}antigo|\bja\W{1,3}fui\b|\bfoi\W{1,3}(?:ha|em)\W{1,3}"
)
# Laughter, unless the writer insists it is no joke.
LAUGH = (
    r"\A(?!.{0,400}(?:\bserio\b|\bsem\W{1,3}zoeira|\b(?:diz|disse|dizendo|falou|fala|alega|jura)"
    r"\W{1,3}(?:q|que)\W{1,3}(?:foi|era|e)\W{1,3}(?:so\W{1,3})?(?:uma\W{1,3})?brincadeira"
    r"|\bbrincadeira\W{1,3}mas\b|\bnao\W{1,3}(?:e|eh|to|estou|era|foi)\W{1,3}"
    r"(?:\w{1,6}\W{1,3})?(?:piada|brincadeira|zoeira|drama|zoando|brincando)))"
    r"(?=.{0,400}(?:\bk{3,}|\bkk\b|\b(?:ha){2,}|\b(?:rs){2,}|\blol\b|\bto\W{1,3}brincando|"
    r"\bbrincadeira\b|\bzoando\b|\bzoeira\b))"
)
# "morrer de vergonha", "matar de susto", "me mato de trabalhar": the idiom's complement.
IDIOM_DE = (
    r"(?:\W{1,3}(?:ela|ele|voce|vc|eu|a\W{1,3}gente))?\W{1,3}(?:de|do|da|com|a|com\W{1,3}o)\W{1,3}(?:vergonha|rir|riso|fome|sede|frio|calor|saudades?|medo|"
    r"tedio|inveja|raiva|cansaco|sono|amor|ciumes?|curiosidade|tanto|chorar|dor|susto|coracao|"
    r"trabalh\w{0,4}|estud\w{0,4}|fofura|beleza|linda|lindo|bom|boa|gostoso|preocupa\w{0,5}|"
    r"ansiedade|nervos|stress|estresse|aborrecimento|desgosto|paixao|beijos?|comida|piadas?|"
    r"velhice|treinar|treino|olhar|olhos|gelo|as\W{1,3}piadas)\b"
)
# "a corda no pescoço com as contas": debt, not a noose.
CORDA = (
    r"\bcorda\W{1,3}no\W{1,3}pescoco\W{1,3}(?:com|por\W{1,3}causa\W{1,3}d)\W{0,3}\w{0,6}\W{1,3}"
    r"(?:\w{1,8}\W{1,3})?(?:contas|dividas|aluguel|renda|prazos?|trabalho|banco|chefe|mes|"
    r"faturas?|emprestimo)"
)
# The ex or someone acting on the writer.
HE = (
    r"(?:ele|ela|o\W{1,3}(?:meu\W{1,3})?ex|a\W{1,3}(?:minha\W{1,3})?ex|meu\W{1,3}ex|minha\W{1,3}ex|"
    r"o\W{1,3}gajo|o\W{1,3}cara|o\W{1,3}(?:meu\W{1,3})?(?:marido|namorado|companheiro|padrasto)|"
    r"a\W{1,3}(?:minha\W{1,3})?(?:mulher|namorada|companheira)|meu\W{1,3}(?:marido|namorado|"
    r"companheiro|padrasto|ex\W{0,3}marido)|minha\W{1,3}(?:mulher|namorada|ex\W{0,3}mulher))"
)
# What he said, wrote or swore.
SAY = (
    r"(?:disse|diz|dizia|dizendo|a\W{1,3}dizer|falou|fala|falando|avisou|avisa|jurou|jura|"
    r"prometeu|promete|garantiu|escreveu|escreve|mandou\W{1,3}(?:\w{1,8}\W{1,3})?(?:msg|mensagem|"
    r"audio|recado|sms|mensagens)|gritou|grita|postou|ameacou|ameaca|ameacando|ameacou\W{1,2}me|"
    r"ligou\W{1,3}(?:\w{1,6}\W{1,3})?(?:dizendo|a\W{1,3}dizer)|mandou\W{1,3}dizer|manda\W{1,3}dizer)"
)
# A child of the writer's.
KID = (
    r"(?:filh[oa]s?|crianc\w{1,3}|bebe|bebes|menin[oa]s?|miud[oa]s?|entead[oa]s?|sobrinh[oa]s?|"
    r"net[oa]s?|irmaozinho|irmazinha|irmao\W{1,3}pequeno|irma\W{1,3}pequena|pequen[oa]s?|"
    r"cacula|guri|guria|pia)"
)
KID_KEYS = (
    "filh|crianc|bebe|menin|miud|entead|sobrinh|neto|neta|irmaozinho|irmazinha|irmao|irma|"
    "pequen|cacula|guri|pia"
)
# Places one jumps from.
HIGH = (
    r"(?:ponte|viaduto|passarela|predio|janela|varanda|sacada|telhado|terraco|laje|cobertura|"
    r"parapeito|penhasco|falesia|precipicio|escarpa|ribanceira|andar|trem|comboio|metro|onibus|"
    r"autocarro|caminhao|camiao|carreta|carro|trilhos?|linha|rio|mar|represa|barragem|torre|"
    r"escada\W{1,3}de\W{1,3}incendio|mureta|muro\W{1,3}da\W{1,3}ponte)"
)
HIGH_KEYS = (
    "ponte|viaduto|passarela|predio|janela|varanda|sacada|telhado|terraco|laje|cobertura|"
    "parapeito|penhasco|falesia|precipicio|escarpa|ribanceira|andar|trem|comboio|metro|onibus|"
    "autocarro|caminhao|camiao|carreta|carro|trilho|linha|rio|mar|represa|barragem|torre|"
    "escada|mureta|muro"
)
PILLS = (
    r"(?:comprimidos?|pilulas?|remedios?|medicamentos?|cartelas?|caixas?|frascos?|pastilhas?|"
    r"calmantes?|analgesicos?|antidepressivos?|soniferos?|tarja\W{1,3}preta|rivotril|diazepam|"
    r"xanax|lorazepam|alprazolam|clonazepam|sertralina|fluoxetina|dipirona|paracetamol|"
    r"ibuprofeno|morfina|tramadol|insulina|zolpidem|quetiapina|gotas|doses?|benzos?|opioides?)"
)
PILL_KEYS = (
    "comprimido|pilula|remedio|medicamento|cartela|caixa|frasco|pastilha|calmante|analgesic|"
    "antidepressiv|sonifero|tarja|rivotril|diazepam|xanax|lorazepam|alprazolam|clonazepam|"
    "sertralina|fluoxetina|dipirona|paracetamol|ibuprofeno|morfina|tramadol|insulina|zolpidem|"
    "quetiapina|gotas|dose|benzo|opioide"
)

RULES: tuple[Rule, ...] = (
    # --- suicide ---------------------------------------------------------------------------------
    prule(
        "suicide.pt",
        C.SUICIDE,
        r"\b(?:vou|quero|queria|vontade\W{1,3}de|desejo\W{1,3}de|em|de|como|pra|para|a|ia|decidi|"
        r"devo|posso|tento|tentar|tentei|consigo|coragem\W{1,3}(?:de|pra|para)|eu|hoje|hj|agora|"
        r"amanha|logo|ainda|acho\W{1,3}que|se\W{1,3}eu|ja\W{1,3}sei\W{1,3}como)\W{1,3}me"
        r"\W{1,3}(?:matar|mato|matasse|suicidar|suicido|suicidaria|matarei|mataria)\b"
        r"(?!" + IDIOM_DE + r")"
        r"|\b(?:vou|quero|queria|vontade\W{1,3}de|pensar\W{1,3}em|penso\W{1,3}em|a\W{1,3}pensar"
        r"\W{1,3}em|pensando\W{1,3}em|decidi|acho\W{1,3}que|ideia\W{1,3}de|de|em|hoje|hj)\W{1,3}"
        r"(?:matar|suicidar)\W{1,2}me\b|\b(?:mato|vou)\W{1,2}me\W{1,3}matar\b(?!"
        + IDIOM_DE
        + r")|\bmato\W{1,2}me\b(?!"
        + IDIOM_DE
        + r")|\bsuicid(?:io|ar|ar\W{1,2}me|arme|a|al|ais)\b"
        r"|\b(?:quero|queria|vontade\W{1,3}de|desejo\W{1,3}de|pensando\W{1,3}em|penso\W{1,3}em|"
        r"pensar\W{1,3}em|pensei\W{1,3}em|prefiro|gostava\W{1,3}de|gostaria\W{1,3}de|pedi\W{1,3}"
        r"(?:pra|para)|so\W{1,3}quero|deus\W{1,3}me\W{1,3}leva|ideias?\W{1,3}de)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:morrer|morre|estar\W{1,3}mort[oa]|ser\W{1,3}mort[oa])\b"
        r"(?!" + IDIOM_DE + r"|\W{1,3}(?:solteir|sozinh|velh|rico|rica))"
        r"|\b(?:nao|n|ja\W{1,3}nao)\W{1,3}(?:quero|tenho\W{1,3}vontade\W{1,3}de|aguento|consigo)"
        r"\W{1,3}(?:mais\W{1,3})?(?:viver|estar\W{1,3}viv[oa]|continuar\W{1,3}viv[oa]|existir)\b"
        r"|\b(?:tirar|acabar\W{1,3}com|por\W{1,3}fim\W{1,3}a|dar\W{1,3}fim\W{1,3}a|terminar)\W{1,3}"
        r"(?:a\W{1,3}|com\W{1,3}a\W{1,3})?minha\W{1,3}(?:propria\W{1,3})?vida\b"
        r"|\bqueria\W{1,3}(?:estar|ta|tar|ser)\W{1,3}mort[oa]|\bmorrer\W{1,3}(?:parece|e)\W{1,3}"
        r"(?:a\W{1,3})?(?:unica|melhor)\W{1,3}saida|\b(?:se|me)\W{1,3}mata\W{1,3}se\W{1,3}mata",
        veto=PAST + "|" + LAUGH,
        keys="matar|mato|matasse|suicid|matarei|mataria|morrer|morre|morta|morto|viver|viva|vivo|"
        "existir|vida|saida|mata",
    ),
    prule(
        "suicide.pt_jump",
        C.SUICIDE,
        r"\b(?:me\W{1,3}(?:jogar|jogo|atirar|atiro|lancar|lanco|deitar|pendurar|enforcar|enforco|"
        r"afogar|afogo)|(?:jogar|atirar|lancar|enforcar|afogar)\W{1,2}me|pular|pulo|saltar|salto|"
        r"a\W{1,3}pensar\W{1,3}saltar)\W{1,3}" + G3 + r"(?:d[oa]s?|de|pela|pelo|n[oa]s?|em|"
        r"debaixo|embaixo|frente|ao|a)\W{1,3}" + G2 + HIGH + r"\b"
        r"|\bme\W{1,3}(?:enforcar|enforco)\b|\benforcar\W{1,2}me\b"
        r"|\bparar\W{1,3}o\W{1,3}carro\W{1,3}" + G3 + r"(?:deixar|esperar)"
        r"|\b(?:virar|jogar|bater|atirar)\W{1,3}o\W{1,3}(?:carro|camiao|caminhao|camion)\W{1,3}"
        + G2
        + r"(?:contra|de\W{1,3}frente)",
        veto=PAST + "|" + LAUGH,
        keys="jogar|jogo|atirar|atiro|lancar|lanco|deitar|pendurar|enforc|afog|pular|pulo|saltar|"
        "salto|parar|virar|bater",
    ),
    prule(
        "suicide.pt_sleep",
        C.SUICIDE,
        r"\bdormir\W{1,3}" + G3 + r"(?:e\W{1,3})?(?:nao|nunca\W{1,3}mais)\W{1,3}(?:mais\W{1,3})?"
        r"acordar|\bnunca\W{1,3}mais\W{1,3}acordar|\bdormir\W{1,3}pra\W{1,3}sempre|\bcarta\W{1,3}"
        r"de\W{1,3}despedida|\bbilhetes?\W{1,3}de\W{1,3}despedida|\bja\W{1,3}tentei\W{1,3}"
        r"(?:\w{1,6}\W{1,3})?(?:vezes|uma\W{1,3}vez)\b(?=.{0,60}\b(?:agora|de\W{1,3}novo|vai|"
        r"terceira|outra\W{1,3}vez|mesma))",
        veto=PAST,
        keys="dormir|acordar|despedida|tentei",
    ),
    prule(
        "suicide.pt_indirect",
        C.SUICIDE,
        r"\b(?:melhor|melhores|mais\W{1,3}feliz\w{0,2}|mais\W{1,3}leve)\W{1,3}sem\W{1,3}mim\b"
        r"|\bnao\W{1,3}vou\W{1,3}(?:mais\W{1,3})?(?:estar\W{1,3}(?:mais\W{1,3})?aqui|ser\W{1,3}"
        r"(?:mais\W{1,3})?(?:problema|um\W{1,3}peso|peso|um\W{1,3}fardo)|precisar\W{1,3}mais|"
        r"poder\W{1,3}(?:mais\W{1,3})?cuidar|ter\W{1,3}futuro)|\bja\W{1,3}nao\W{1,3}(?:vou\W{1,3})?"
        r"precis(?:ar|o)\b|\b(?:um|o)\W{1,3}peso\W{1,3}(?:pra|para|na\W{1,3}vida)"
        r"|\b(?:descansar|partir|ir|sumir|desaparecer)\W{1,3}(?:de\W{1,3}vez|pra\W{1,3}sempre|"
        r"d[eo]ss?e\W{1,3}mundo|deste\W{1,3}mundo|do\W{1,3}mundo)|\bdeixar\W{1,3}de\W{1,3}existir"
        r"|\bnao\W{1,3}existisse|\bnao\W{1,3}quero\W{1,3}(?:mais\W{1,3})?acordar|\bnao\W{1,3}"
        r"(?:vejo|tem|ha|tenho|existe)\W{1,3}(?:mais\W{1,3})?(?:saida|futuro|amanha|razao|razoes|"
        r"motivo|sentido|por\W{1,3}que\W{1,3}continuar|nada\W{1,3}me\W{1,3}prendendo)"
        r"|\b(?:ultima|ultimo)\W{1,3}(?:mensagem|msg|noite|aniversario|natal|vez\W{1,3}que\W{1,3}"
        r"te\W{1,3}(?:escrevo|falo))|\bdespedida\b|\b(?:me\W{1,3}despedi|despedi\W{1,2}me)\b"
        r"(?!\W{1,3}d[oa]s?\W{1,3}(?:ide\w{1,3}|paredes|casa|cidade|emprego|trabalho|colegas|ferias|praia|"
        r"sonho|passado|relacao|casamento|ilusao))"
        r"|\badeus\b|\btchau\W{1,3}pra\W{1,3}sempre|\bacab\w{1,3}\W{1,3}com\W{1,3}tudo|\b(?:so|"
        r"somente)\W{1,3}(?:o\W{1,3}fim|a\W{1,3}morte)|\bacabou\W{1,3}pra\W{1,3}mim|\bhoje\W{1,3}"
        r"acaba\W{1,3}tudo|\bque\W{1,3}isto\W{1,3}acabe|\bpelo\W{1,3}que\W{1,3}(?:eu\W{1,3})?vou"
        r"\W{1,3}fazer|\b(?:cartas?|bilhetes?)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:pra|para|aos|a)"
        r"\W{1,3}(?:cada|todo|toda|meus|minha|meu|os)|\bescrevi\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:cartas|bilhetes)|\bpedi\W{1,3}perdao\W{1,3}(?:a|pra|para)\W{1,3}todo|\b(?:doei|dei)"
        r"\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?(?:minhas|meus|as\W{1,3}minhas|os\W{1,3}meus)\W{1,3}"
        r"(?:coisas|roupas|gatos|caes|cachorros|livros)|\bnao\W{1,3}aguento\W{1,3}mais\W{1,3}"
        r"(?:viver|essa\W{1,3}vida|esta\W{1,3}vida|sofrer|existir)|\bcansei\W{1,3}de\W{1,3}viver"
        r"|\bvontade\W{1,3}de\W{1,3}(?:sumir|desaparecer)|\bqueria\W{1,3}(?:so\W{1,3})?"
        r"(?:sumir|desaparecer)\W{1,3}de\W{1,3}vez|\bisto\W{1,3}nao\W{1,3}e\W{1,3}vida|"
        r"\bnao\W{1,3}vou\W{1,3}mais\W{1,3}lutar|\bme\W{1,3}perdoem\b|\bperdoa\W{1,3}tudo",
        gentle=True,
        veto=PAST
        + r"|\b(?:recebi|assunto|ele\W{1,3}(?:escreveu|mandou|disse)|ela\W{1,3}(?:escreveu|"
        r"mandou|disse))\b",
        keys="sem mim|estar|problema|peso|fardo|precisar|precis|cuidar|futuro|descansar|partir|"
        "sumir|desaparecer|mundo|existir|existisse|acordar|saida|amanha|razao|razoes|motivo|"
        "sentido|continuar|prendendo|mensagem|msg|noite|aniversario|natal|escrevo|falo|despedida|"
        "despedi|adeus|sempre|tudo|fim|morte|acabou|acaba|acabe|fazer|carta|bilhete|cartas|"
        "bilhetes|perdao|coisas|roupas|gatos|caes|cachorros|livros|viver|vida|sofrer|lutar|"
        "perdoem|perdoa",
    ),
    # --- self-harm -------------------------------------------------------------------------------
    prule(
        "self_harm.pt",
        C.SELF_HARM,
        r"\bme\W{1,3}(?:cortei|corto|cortar|cortando|cortava|queimei|queimo|queimar|furei|furo|"
        r"mordi|mordo|belisco|belisquei|arranhei|arranho|automutil\w{1,5}|mutil\w{1,5}|esfaqueei|"
        r"espetei|arranco|cocei|castigar|castigo|dei\W{1,3}(?:uns\W{1,3}|um\W{1,3})?(?:socos?|"
        r"murros?|tapas?|chapadas?)|bato|bati\W{1,3}(?:com|ate)|joguei\W{1,3}(?:da|de|contra)|"
        r"machuquei\W{1,3}(?:de\W{1,3}proposito|com)|magoei\W{1,3}com|ferir|feri\W{1,3}com)\b"
        r"|\b(?:cortei|queimei|feri|mutilei|machuquei|magoei)\W{1,2}me"
        r"\b|\b(?:voltei|volto)\W{1,3}a\W{1,3}(?:me\W{1,3})?(?:cortar|queimar|ferir|machucar)"
        r"|\bcortei\W{1,3}(?:de\W{1,3}novo|outra\W{1,3}vez|os|as|o\W{1,3}(?:braco|pulso))"
        r"|\b(?:fiz|faco|fazer)\W{1,3}" + G2 + r"(?:cortes?|riscos?|linhas|marcas|corte)\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,3}?(?:n[oa]s?|em)\W{1,3}(?:\w{1,6}\W{1,3})?(?:bracos?|pernas?|coxas?|"
        r"pulsos?|barriga|pele|tornozelos?|panturrilha|peito|ombro)|\b(?:bati|bato|batendo|"
        r"dei\W{1,3}com)\W{1,3}(?:com\W{1,3})?(?:a\W{1,3})?(?:minha\W{1,3})?cabeca\W{1,3}"
        r"(?:\w{1,6}\W{1,3}){0,3}?(?:parede|chao|vidro|volante|espelho|porta|ate)\b"
        r"|\b(?:bati|dei|dando|socando|socar|murro)\W{1,3}" + G3 + r"(?:minha|meu)\W{1,3}"
        r"(?:propri[oa]\W{1,3})?(?:cara|rosto|olho|mao|perna|pernas|braco|cabeca)\b|\b(?:mordi|"
        r"arranquei|cocei|belisquei|arranhei|queimei|furei|cortei|fiquei\W{1,3}\w{1,10}|bati|"
        r"mordo|arranco)\W{1,3}" + G3 + r"ate\W{1,3}(?:sangrar|ficar\W{1,3}roxo|sair\W{1,3}sangue|"
        r"o\W{1,3}osso)|\b(?:lamina|gilete|navalha|estilete)\b(?=.{0,80}\b(?:braco|pulso|perna|"
        r"pele|coxa|cortar|cortei|corte|fiz|ja\W{1,3}fiz))|\bcut\W{1,3}myself\b",
        veto=PAST
        + r"|\A(?!.{0,300}proposit)(?=.{0,300}\b(?:cebola|barba|cozinh\w{1,4}|depil\w{1,4}"
        r"|sem\W{1,3}querer|acidente|panela|forno|fogao|tomate|pao\b|legumes|papel|folha|treino|"
        r"futebol|jogo|quina|tropecei|cai\b|excel|fifa|sol|praia|camarao|lingua))|" + LAUGH,
        keys="cortei|corto|cortar|cortando|cortava|queimei|queimo|queimar|furei|furo|mordi|mordo|"
        "belisco|belisquei|arranhei|arranho|mutil|esfaqueei|espetei|arranco|cocei|castig|socos|"
        "soco|murro|tapa|chapada|bato|bati|joguei|machuquei|magoei|ferir|feri|machucar|corte|"
        "riscos|risco|linhas|marcas|cabeca|cara|rosto|olho|mao|perna|braco|lamina|gilete|"
        "navalha|estilete|myself|arranquei|dando|socando|socar|fiquei|dei",
    ),
    # --- means and situations --------------------------------------------------------------------
    prule(
        "means.pt",
        C.MEANS,
        r"\bcorda\W{1,3}" + G3 + r"(?:pendurada|amarrada|pronta|no\W{1,3}pescoco|no\W{1,3}caibro|"
        r"na\W{1,3}(?:viga|mochila|trave|mala)|no\W{1,3}porta|presa)|\b(?:comprei|arrumei|arranjei|"
        r"peguei|achei|tenho|amarrei|pendurei|prendi)\W{1,3}" + G2 + r"(?:corda|cinto|lencol|"
        r"cabo\W{1,3}de\W{1,3}extensao)\b(?=.{0,60}\b(?:pescoco|pendur|amarr|caibro|viga|mato|"
        r"pinhal|armario|porta))|\b(?:cinto|cabo\W{1,3}de\W{1,3}extensao|lencol)\W{1,3}"
        + G2
        + r"(?:amarrad|pendurad)\w{1,2}"
        r"|\b(?:carro|motor)\W{1,3}"
        + G2
        + r"(?:ligado|a\W{1,3}trabalhar|funcionando)\W{1,3}"
        + G5
        + r"(?:garagem|fechad[ao]s?|portao)|\bmangueira\W{1,3}"
        + G3
        + r"(?:escape|"
        r"escapamento)|\b(?:abri|deixei|liguei)\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?gas\b\W{1,3}"
        + G3
        + r"(?:fechei|fechado|janelas)|\bgas\W{1,3}(?:do\W{1,3}fogao\W{1,3})?(?:ta\W{1,3}|"
        r"esta\W{1,3})?(?:aberto|ligado)\W{1,3}(?:faz|ha|e\W{1,3}fechei)|\bcarvao\W{1,3}"
        + G5
        + r"(?:fechei|aceso|acesa|banheiro|quarto|tapei)|\b(?:fechei|tapei)\W{1,3}"
        + G5
        + r"carvao\b"
        r"|\b(?:to|tou|estou|sentad[ao]|de\W{1,3}pe|em\W{1,3}pe|vim|subi|cheguei|deitad[ao]|"
        r"aqui|encostad[ao]|andando)\W{1,3}"
        + G3
        + r"(?:na|no|pra|para|a|ao|em|nos|nas)\W{1,3}"
        + G2
        + r"(?:ponte|viaduto|parapeito|beira|beirada|borda|telhado|terraco|cobertura|"
        r"sacada|ultimo\W{1,3}andar|\d{1,2}\W{0,2}(?:o\W{1,3})?andar|trilhos|linha\W{1,3}do"
        r"\W{1,3}(?:trem|comboio|metro)|falesia|penhasco|precipicio|mureta|lado\W{1,3}de\W{1,3}"
        r"fora\W{1,3}da\W{1,3}grade|cais|plataforma)\b(?!\W{1,3}(?:da|do)\W{1,3}(?:piscina|praia|"
        r"cama|mesa|estrada|caminho|loucura))|\bpassei\W{1,3}pro\W{1,3}lado\W{1,3}de\W{1,3}fora"
        r"|\b(?:pedras?)\W{1,3}(?:n[oa]s?)\W{1,3}(?:mochila|bolsos?|casaco)|\b(?:bolsos?|mochila)"
        r"\W{1,3}(?:\w{1,6}\W{1,3})?(?:de|com)\W{1,3}pedras?|\bdeitad[ao]\W{1,3}nos?\W{1,3}"
        r"trilhos?|\bsem\W{1,3}cinto\b|\bsecador\W{1,3}"
        + G3
        + r"banheira|\bbanheira\W{1,3}"
        + G5
        + r"secador|\bgasolina\W{1,3}"
        + G3
        + r"isqueiro|\bandando\W{1,3}pra\W{1,3}dentro"
        r"|\b(?:janela|varanda)\W{1,3}(?:abre|aberta)\W{1,3}toda",
        veto=PAST + "|" + LAUGH + "|" + CORDA,
        keys="corda|cinto|lencol|extensao|carro|motor|mangueira|gas|carvao|ponte|viaduto|"
        "parapeito|beira|beirada|borda|telhado|terraco|cobertura|sacada|andar|trilhos|linha|"
        "falesia|penhasco|precipicio|mureta|grade|cais|plataforma|fora|pedra|pedras|bolso|mochila|"
        "secador|banheira|gasolina|dentro|toda",
    ),
    prule(
        "means.pt_blade",
        C.MEANS,
        r"\b(?:lamina|gilete|navalha|estilete|faca|facao|bisturi|canivete|tesoura)\W{1,3}"
        + G3
        + r"(?:pulso|pulsos|pronta|na\W{1,3}(?:minha\W{1,3})?mao|do\W{1,3}(?:meu\W{1,3})?lado|"
        r"encostada|no\W{1,3}(?:meu\W{1,3})?(?:pescoco|braco)|limpa|afiada)\b"
        r"|\b(?:to|tou|estou)\W{1,3}com\W{1,3}(?:a|uma)\W{1,3}(?:faca|lamina|gilete|navalha)\b"
        r"(?=.{0,60}\b(?:sozinh|na\W{1,3}mao|nao\W{1,3}sei|banheiro|quarto|chao))"
        r"|\b(?:peguei|achei|tenho|to\W{1,3}com|tou\W{1,3}com|estou\W{1,3}com|carreguei)\W{1,3}"
        + G3
        + r"(?:arma|revolver|pistola|espingarda|laminas|balas)\b(?!\W{1,3}de\W{1,3}"
        r"(?:agua|cola|brinquedo|pintura|ar|paintball))|\b(?:arma|revolver|pistola|espingarda)"
        r"\W{1,3}" + G5 + r"(?:no\W{1,3}meu\W{1,3}colo|do\W{1,3}meu\W{1,3}lado|ja\W{1,3}carreguei"
        r"|carregada|na\W{1,3}(?:minha\W{1,3})?mao)",
        veto=PAST + r"|\bqueijo\b|\bchurrasco|\bchef\b|\bafiando|\bcortar\W{1,3}(?:o|a)\W{1,3}"
        r"(?:carne|pao|bolo|legumes|cebola)|" + LAUGH,
        keys="lamina|gilete|navalha|estilete|faca|facao|bisturi|canivete|tesoura|arma|revolver|"
        "pistola|espingarda|laminas|balas",
    ),
    prule(
        "means.pt_pills",
        C.MEANS,
        r"\b" + PILLS + r"\W{1,3}" + G3 + r"(?:em\W{1,3}fila|enfileirad\w{1,2}|alinhad\w{1,2}|"
        r"contad\w{1,2}|em\W{1,3}cima\W{1,3}da\W{1,3}(?:mesa|cama)|separad\w{1,2}|num\W{1,3}"
        r"(?:pote|copo)|na\W{1,3}mao|guardad\w{1,2}|escondid\w{1,2}|um\W{1,3}do\W{1,3}lado)"
        r"|\bcontei\W{1,3}\d{2,3}\b|\b(?:juntando|juntei|junto|guardando|guardei|guardo|acumul\w{1,5}|"
        r"estocando|separei|a\W{1,3}juntar|a\W{1,3}guardar|esvaziei|tenho|ja\W{1,3}tenho|juntar)"
        r"\W{1,3}" + G3 + r"(?:\d{2,3}\W{1,3})?" + PILLS + r"\b(?!\W{1,3}(?:da\W{1,3}pressao|do"
        r"\W{1,3}dia|na\W{1,3}geladeira))|\b(?:comprei|comprando)\W{1,3}" + G3 + r"(?:em\W{1,3}"
        r"(?:tres|varias|duas|\d)\W{1,3}farmacias|(?:\d|quatro|cinco|varias|muitas)\W{1,3}caixas)"
        r"|\b(?:caixa|frasco)\W{1,3}(?:\w{1,6}\W{1,3})?(?:inteir[oa]|chei[oa])\b|\bfrasco\W{1,3}"
        r"(?:de\W{1,3}\w{1,12}\W{1,3})?aberto",
        veto=PAST,
        keys=PILL_KEYS + "|contei|caixa|frasco",
    ),
    prule(
        "means.pt_overdose",
        C.MEANS,
        r"\b(?:tomei|engoli|enfiei|meti|injetei|misturei|tomou|engoliu|toma|tomo|tomando|"
        r"tomamos|bebi|bebeu)\W{1,3}" + G5 + r"(?:\d{1,3}\W{1,3})?(?:todos|todas|tudo|inteir[oa]|"
        r"caixas?|cartelas?|frascos?|monte|punhado|metade|demais|de\W{1,3}uma\W{1,3}vez|"
        r"de\W{1,3}proposito|mais\W{1,3}do\W{1,3}que|dose\W{1,3}da\W{1,3}semana|um\W{1,3}atras"
        r"\W{1,3}do\W{1,3}outro|mta\W{1,3}coisa|muita\W{1,3}coisa|coisa\W{1,3}demais|"
        r"\d{2,3}\W{1,3}"
        + PILLS
        + r"|mto\W{1,3}"
        + PILLS
        + r"|muit[oa]s?\W{1,3}"
        + PILLS
        + r")\b(?!\W{1,3}(?:bem|certo|o\W{1,3}dia|banho|[oa]s\W{1,3}(?:dias|noites|manhas|tardes|"
        r"semanas|meses)))"
        r"|\b(?:tomei|engoli|tomou|engoliu|bebi|bebeu|ja\W{1,3}tomei|ja\W{1,3}tomou)\W{1,3}"
        + G3
        + r"(?:veneno|lixivia|desinfetante|agua\W{1,3}sanitaria|soda\W{1,3}caustica|"
        r"produto\W{1,3}de\W{1,3}limp\w{1,4}|chumbinho|raticida|veneno\W{1,3}de\W{1,3}rato|"
        r"acido|cloro|gasolina|mistura)\b|\b(?:tomei|engoli|tomou|engoliu|ja\W{1,3}tom(?:ei|ou))"
        r"\W{1,3}" + G3 + PILLS + r"\b(?=.{0,80}\b(?:vodka|vinho|whisky|cachaca|gin|licor|"
        r"aguardente|bebida|alcool|garrafa|nao\W{1,3}(?:to|tou|estou)\W{1,3}bem|vomit|tonta|tonto|"
        r"apagando|suando|respirar|dormente|rodando|rodar|embacad|estranh|mole|coracao|peito|"
        r"de\W{1,3}proposito|pra\W{1,3}sempre|ainda\W{1,3}(?:to|estou)\W{1,3}consciente))"
        r"|\b(?:vodka|vinho|whisky|cachaca|gin|licor|aguardente|alcool|bebida)\W{1,3}"
        + G5
        + r"(?:tomei|engoli|com\W{1,3}os|e\W{1,3}os|junto|por\W{1,3}cima)\W{1,3}"
        + G3
        + PILLS
        + r"|\b(?:misturei|mistura\W{1,3}de)\W{1,3}"
        + G3
        + r"(?:cocaina|coca|po|lanca|remedio|"
        r"remedios|alcool|bebida|cachaca|comprimidos)|\b(?:usei|cheirei|fumei|injetei)\W{1,3}"
        + G3
        + r"(?:muito|mto|demais|tudo|mais\W{1,3}do)"
        r"|\b(?:usei|cheirei|tomei|bebi|fumei|acho\W{1,3}que)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,6}?"
        r"passei\W{1,3}do\W{1,3}ponto"
        r"|\bja\W{1,3}tom(?:ei|ou)\b(?=\W{0,3}(?:$|[.,]|e\W{1,3}(?:que|nao)|nao\W{1,3}adianta))"
        r"|\boverdose\b(?!\W{1,3}de\W{1,3}(?:\w{1,8}\W{1,3})?(?:episodio|serie|filme|amor|"
        r"comida|fofura|chocolate|cafe|trabalho))",
        veto=PAST + r"|\bdor\W{1,3}de\W{1,3}cabeca|\bvitaminas?\b|\bpaintball",
        keys="tomei|engoli|enfiei|meti|injetei|misturei|tomou|engoliu|toma|tomo|tomando|tomamos|"
        "bebi|bebeu|vodka|vinho|whisky|cachaca|gin|licor|aguardente|alcool|bebida|mistura|usei|"
        "cheirei|fumei|passei|overdose",
    ),
    # --- threats ---------------------------------------------------------------------------------
    prule(
        "threat.pt",
        C.THREAT,
        r"\b" + SAY + r"\W{1,3}" + G5 + r"(?:vai|vao|ia|iria|vou|vem|vinha|quer|queria|pode|vais|"
        r"ele|ela)?\W{0,3}(?:\w{1,8}\W{1,3})?(?:me|-me|nos|te)\W{1,3}(?:matar|mata|matava|mataria|"
        r"matara|encontrar|encontra|achar|acha|apanhar|pegar|arrebentar|arrebenta|espancar|"
        r"esfaquear|enterrar|enterra|apagar|furar|estrangular|enforcar|queimar|atropelar|"
        r"envenenar|desfigurar|dar\W{1,3}(?:um\W{1,3})?tiros?|dar\W{1,3}(?:uma\W{1,3})?"
        r"(?:tareia|surra|sova|facada)|fazer\W{1,3}(?:sofrer|mal|pagar)|ver\W{1,3}mort[oa]|"
        r"ver\W{1,3}no\W{1,3}caixao|bater|machucar|partir\W{1,3}(?:a|o)\W{1,3}(?:cara|boca|"
        r"pescoco))\b(?!" + IDIOM_DE + r")"
        r"|\b"
        + SAY
        + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:vai|vao|ia|iria|vou|vem|vinha|quer)\W{1,3}"
        + G1
        + r"(?:matar|acabar\W{1,3}comigo|dar\W{1,3}cabo\W{1,3}de\W{1,3}mim|sumir\W{1,3}comigo|"
        r"desaparecer\W{1,3}comigo|dar\W{1,3}(?:um\W{1,3})?tiro|atirar|terminar\W{1,3}o\W{1,3}"
        r"servico|(?:tacar|botar|por|atear|deitar)\W{1,3}fogo|queimar\W{1,3}(?:a\W{1,3})?"
        r"(?:minha\W{1,3})?casa|lavar\W{1,3}a\W{1,3}honra|me\W{1,3}ver\W{1,3}mort[oa]|"
        r"vir\W{1,3}atras\W{1,3}de\W{1,3}mim|cortar\W{1,3}(?:o\W{1,3})?meu\W{1,3}rosto|"
        r"espalhar|publicar|divulgar|postar)\b(?!" + IDIOM_DE + r")"
        r"|\b(?:vai|vao)\W{1,2}me\W{1,3}matar\b(?!" + IDIOM_DE + r"|\W{1,3}um\W{1,3}dia)"
        r"|\b" + HE + r"\W{1,3}" + G2 + r"(?:vai|vao|ia|quer|queria|jura|jurou)\W{1,3}(?:me|-me)"
        r"\W{1,3}(?:matar|arrebentar|espancar|enterrar|apagar|esfaquear|estrangular|encontrar|"
        r"achar|apanhar|pegar)\b(?!" + IDIOM_DE + r")|\b(?:antes|senao)\W{1,3}(?:ele|ela)\W{1,3}"
        r"me\W{1,3}mata\b|\bse\W{1,3}(?:eu\W{1,3})?" + G3 + r"(?:ele|ela)\W{1,3}(?:me\W{1,3})?"
        r"(?:mata|matar|enterra|arrebenta|entra\W{1,3}la\W{1,3}e\W{1,3}atira)\b(?!"
        + IDIOM_DE
        + r")",
        veto=PAST + r"|" + LAUGH + r"|\b(?:minha\W{1,3}(?:mae|filha|filho|avo|tia|irma|sogra|"
        r"chefe|professora|patroa|vizinha|esposa|mulher|namorada)|meu\W{1,3}(?:pai|chefe|filho|"
        r"irmao|avo|vo|tio|patrao|professor|sogro|colega|treinador|personal|time|cachorro|gato)|"
        r"o\W{1,3}(?:chefe|patrao|hancho|professor|treinador|personal)|a\W{1,3}(?:chefe|patroa|"
        r"professora|senhora|enfermeira|prova|dieta|conta)|a\W{1,3}minha\W{1,3}(?:mae|avo|vo|tia)|minha\W{1,3}vo|"
        r"os\W{1,3}irmaos|prova|fila|transito|calor|boss|my|(?:ess|est|aquel)[ae]\W{1,3}\w{1,12})\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:vai|vao|ia|quer|diz|disse|me\W{1,3}mata|mata)\W{1,3}(?:\w{1,8}\W{1,3})?(?:me|-me)?"
        r"\W{0,3}mat",
        keys="matar|mata|matava|mataria|encontrar|encontra|achar|acha|apanhar|pegar|arrebent|"
        "espancar|esfaquear|enterr|apagar|furar|estrangular|enforcar|queimar|atropelar|envenenar|"
        "desfigurar|tiro|tiros|tareia|surra|sova|facada|sofrer|mal|pagar|morta|morto|caixao|"
        "bater|machucar|partir|comigo|mim|atirar|servico|fogo|casa|honra|rosto|espalhar|publicar|"
        "divulgar|postar|atira",
    ),
    prule(
        "threat.pt_death",
        C.THREAT,
        r"\bameac\w{0,6}\W{1,3}" + G3 + r"(?:de\W{1,3}morte|matar|mata|morte)\b"
        r"|\bameaca\w{0,3}\W{1,3}de\W{1,3}morte|\bdias\W{1,3}contados|\btenho\W{1,3}poucos\W{1,3}"
        r"dias\b|\b(?:nao|n)\W{1,3}(?:sai|sais|sair|vai\W{1,3}sair|vais\W{1,3}sair|saio)\W{1,3}"
        r"viv[ao]\b|\bse\W{1,3}(?:nao|n)\W{1,3}(?:e|es|for|fores|ficar)\W{1,3}(?:minha|meu|comigo)"
        r"\W{1,3}" + G2 + r"(?:nao|n)\W{1,3}(?:e|sera|vai\W{1,3}ser|fica)\W{1,3}(?:de|com)\W{1,3}"
        r"ninguem|\bnao\W{1,3}perde\w{0,2}\W{1,3}por\W{1,3}esperar|\bvai\W{1,3}pagar\W{1,3}"
        r"(?:caro|com\W{1,3}a\W{1,3}vida|com\W{1,3}sangue)|\b(?:to|tou|estou|que\W{1,3}eu\W{1,3}"
        r"(?:to|tou|estou))\W{1,3}marcad[ao]\b|\bjurad[ao]\W{1,3}de\W{1,3}morte"
        r"|\b(?:ja\W{1,3})?comprou\W{1,3}(?:uma\W{1,3}|a\W{1,3})?arma\b|\btem\W{1,3}uma\W{1,3}"
        r"arma\W{1,3}e\W{1,3}sabe|\bvou\W{1,3}ter\W{1,3}um\W{1,3}\W?acidente|\bsei\W{1,3}onde"
        r"\W{1,3}(?:tu|voce|vc|sua|tua|teu|seu)\W{1,3}" + G1 + r"(?:mora|moras|vive|trabalha|"
        r"estuda)|\b(?:primeira\W{1,3}coisa|o\W{1,3}assunto)\W{1,3}" + G5 + r"(?:atras\W{1,3}de"
        r"\W{1,3}mim|comigo\W{1,3}nao\W{1,3}acabou)|\bconhece\W{1,3}gente\W{1,3}do\W{1,3}trafico"
        r"|\bnunca\W{1,3}(?:vou|vais|vai)\W{1,3}me\W{1,3}livrar\W{1,3}dele",
        veto=PAST,
        keys="ameac|morte|contados|poucos|viva|vivo|ninguem|esperar|pagar|marcada|marcado|arma|"
        "acidente|mora|moras|vive|trabalha|estuda|atras|acabou|trafico|livrar",
    ),
    prule(
        "threat.pt_coercion",
        C.THREAT,
        r"\b(?:ameac\w{0,6}|vai|disse\W{1,3}que\W{1,3}vai|diz\W{1,3}que\W{1,3}vai)\W{1,3}"
        + G3
        + r"(?:espalhar|publicar|divulgar|postar|mandar|vazar|expor)\W{1,3}"
        + G3
        + r"(?:meus|"
        r"minhas|as\W{1,3}minhas|os\W{1,3}meus|tudo)\W{0,3}(?:nudes|fotos|videos|intim\w{1,3}|"
        r"que\W{1,3}tem)?|\b(?:tem|tenho)\W{1,3}(?:os\W{1,3})?meus\W{1,3}nudes|\bchantage\w{1,6}"
        r"|\bvai\W{1,3}(?:se\W{1,3})?arrepender\b|\bvais\W{1,3}(?:te\W{1,3})?arrepender\b"
        r"|\b(?:ameac\w{0,6}|vai|disse\W{1,3}que\W{1,3}(?:vai|ia))\W{1,3}" + G3 + r"(?:tirar|"
        r"levar|sumir\W{1,3}com)\W{1,3}(?:\w{1,6}\W{1,3})?" + KID + r"\b(?=.{0,80}\b(?:nunca\W{1,3}"
        r"mais|de\W{1,3}mim|pais|pra\W{1,3}sempre|se\W{1,3}eu))|\bameac\w{0,6}\W{1,3}(?:os\W{1,3}"
        r"|a\W{1,3}|o\W{1,3})?(?:meus|minha|meu)\W{1,3}(?:pais|mae|pai|familia|irm\w{1,3}|"
        r"namorad\w)",
        gentle=True,
        veto=PAST + r"|\bvai\W{1,3}(?:se\W{1,3})?arrepender\W{1,3}de\W{1,3}nao",
        keys="espalhar|publicar|divulgar|postar|mandar|vazar|expor|nudes|chantage|arrepender|"
        "tirar|levar|sumir|ameac",
    ),
    # --- stalking --------------------------------------------------------------------------------
    prule(
        "stalking.pt_tracking",
        C.STALKING,
        r"\b(?:rastreador|localizador|airtag|air\W{1,3}tag|gps\b(?=.{0,60}\b(?:carro|meu|minha|"
        r"ele|ela))|spyware|app\W{1,3}(?:espia|espiao|de\W{1,3}localiza\w{1,4})\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?escondid)|\b(?:instalou|colocou|botou|escondeu|meteu|pos)\W{1,3}"
        + G3
        + r"(?:rastreador|app|aplicativo|camera|cameras|camerazinha|gps|localizador|programa|"
        r"escuta|microfone)|\b(?:clonou|hackeou|invadiu|acessou|tem\W{1,3}acesso\W{1,3}a[o]?|"
        r"tinha\W{1,3}acesso\W{1,3}a[o]?|entrar\W{1,3}n[oa])\W{1,3}(?:meu|minha)\W{1,3}"
        + G1
        + r"(?:celular|"
        r"telemovel|whats\w{0,3}|zap|icloud|email|e-mail|insta\w{0,5}|conta|contas|telefone|"
        r"face\w{0,4}|gmail|google)|\bcamera\w{0,4}\W{1,3}" + G2 + r"(?:na\W{1,3}tomada|"
        r"escondida|no\W{1,3}meu\W{1,3}quarto)|\b(?:tem|ta\W{1,3}com|esta\W{1,3}com|sabe)\W{1,3}"
        r"(?:a\W{1,3})?(?:minha\W{1,3})?localiza\w{1,4}\W{1,3}(?:do\W{1,3}meu|em\W{1,3}tempo|"
        r"no|exata)|\blocaliza\w{1,4}\W{1,3}em\W{1,3}tempo\W{1,3}real|\bvigiando\W{1,3}pelo"
        r"|\bsabe\W{1,3}(?:exatamente\W{1,3})?onde\W{1,3}(?:eu\W{1,3})?(?:to|estou|tou|estava|"
        r"moro|trabalho|ando)\b",
        veto=PAST + r"|\blocaliza\w{1,4}\W{1,3}dele\b|\bnao\W{1,3}sabe\W{1,3}onde",
        keys="rastreador|localizador|airtag|tag|gps|spyware|app|instalou|colocou|botou|escondeu|"
        "meteu|pos|clonou|hackeou|invadiu|acessou|acesso|entrar|camera|localiza|vigiando|onde",
    ),
    prule(
        "stalking.pt",
        C.STALKING,
        r"\b(?:me\W{1,3}(?:segue|seguiu|seguindo|persegue|perseguiu|perseguindo|vigia|vigiando|"
        r"espiona|espionando|observa|observando|espera|esperou|esperando)|(?:segue|seguiu|"
        r"persegue|perseguiu|vigia|espera|seguir|perseguir)\W{1,2}me|(?:seguindo|perseguindo|"
        r"vigiando|espiando)\W{1,3}(?:me|a\W{1,3}mim))\b(?!\W{1,3}" + G2 + r"(?:no\W{1,3}insta|"
        r"insta|instagram|tiktok|twitter|face|redes|youtube|spotify|linkedin|de\W{1,3}volta|"
        r"responder))"
        r"|\b(?:rondando|rondar|ronda|de\W{1,3}tocaia|parado|plantado|encostado|escondido|"
        r"a\W{1,3}olhar|olhando|tirar\W{1,3}fotos|tirando\W{1,3}fotos|aparece|apareceu|"
        r"aparecendo|passa\W{1,3}de\W{1,3}carro|fica\W{1,3}horas|ficou\W{1,3}horas|a\W{1,3}vigiar"
        r"|perguntando\W{1,3}por\W{1,3}mim|a\W{1,3}perguntar\W{1,3}por\W{1,3}mim|a\W{1,3}"
        r"perguntar|perguntando)\W{1,3}" + G5 + r"(?:minha|meu|da\W{1,3}minha|do\W{1,3}meu|"
        r"onde\W{1,3}eu)\W{1,3}(?:casa|janela|predio|porta|portao|rua|trabalho|escola|faculdade|"
        r"facul|ap|apartamento|emprego|servico|loja|salao|escritorio|ginasio|academia|igreja|"
        r"bairro|moro|to\W{1,3}morando|trabalho|rotina)\b|\b(?:descobriu|sabe|achou|tem)\W{1,3}"
        r"(?:o\W{1,3}|a\W{1,3})?(?:meu|minha)\W{1,3}(?:novo\W{1,3}|nova\W{1,3})?(?:endereco|morada|"
        r"rotina|horario|local\W{1,3}de\W{1,3}trabalho|casa\W{1,3}nova)\b|\bsabe\W{1,3}(?:a\W{1,3}"
        r"que\W{1,3}horas|que\W{1,3}horas|quando)\W{1,3}(?:eu\W{1,3})?(?:saio|apago|chego|"
        r"durmo)|\b(?:numero|numeros)\W{1,3}(?:privado|desconhecido|novo|novos|diferentes|"
        r"anonimo)\W{1,3}"
        + G3
        + r"(?:liga|ligam|vezes|o\W{1,3}dia)|\b(?:ele|ela)\W{1,3}"
        + G3
        + r"(?:contas?|perfis|perfil)"
        r"\W{1,3}(?:fake|falsas?|novas?|novos?)\W{1,3}" + G3 + r"(?:ver|saber|vigiar|stories|"
        r"comentar|seguir)|\bto\W{1,3}te\W{1,3}vendo\b|\bdeixou\W{1,3}(?:uma\W{1,3}|um\W{1,3})?"
        r"(?:carta|bilhete|flores)\W{1,3}" + G5 + r"(?:porta|para\W{1,3}brisa|novo|nova|carro)"
        r"|\bvigia\w{0,4}\W{1,3}(?:a\W{1,3})?minha\W{1,3}casa|\b(?:me|-me)\W{1,3}stalk\w{0,5}"
        r"",
        gentle=True,
        veto=PAST + r"|\b(?:quero|vontade\W{1,3}de)\W{1,3}(?:\w{1,6}\W{1,3})?stalk",
        keys="segue|seguiu|seguindo|persegue|perseguiu|perseguindo|vigia|vigiando|espiona|"
        "espionando|observa|observando|espera|esperou|esperando|seguir|perseguir|espiando|"
        "rondando|rondar|ronda|tocaia|parado|plantado|encostado|escondido|olhar|olhando|fotos|"
        "aparece|apareceu|aparecendo|carro|horas|vigiar|perguntando|perguntar|endereco|morada|"
        "rotina|horario|trabalho|nova|horas|quando|numero|numeros|contas|conta|perfis|perfil|"
        "vendo|carta|bilhete|flores|stalk",
    ),
    prule(
        "stalking.pt_follow",
        C.STALKING,
        r"\b(?:me\W{1,3}(?:segue|seguiu|seguindo|persegue|perseguiu|perseguindo)|(?:segue|seguiu|"
        r"persegue|perseguiu)\W{1,2}me)\W{1,3}" + G2 + r"(?:de\W{1,3}(?:carro|moto|mota)|pelo"
        r"\W{1,3}bairro|pela\W{1,3}rua|ate\W{1,3}(?:casa|o|a|ao)|pro\W{1,3}(?:trabalho|"
        r"mercado)|para\W{1,3}o|na\W{1,3}rua|a\W{1,3}pe)\b|\bpagou\W{1,3}" + G2 + r"(?:pra|para)"
        r"\W{1,3}me\W{1,3}seguir|\b(?:ficar|ficarem)\W{1,3}de\W{1,3}olho\W{1,3}em\W{1,3}mim",
        veto=PAST,
        keys="segue|seguiu|seguindo|persegue|perseguiu|perseguindo|seguir|olho",
    ),
    # --- violence --------------------------------------------------------------------------------
    prule(
        "violence.pt",
        C.VIOLENCE,
        r"\b(?:me|nos)\W{1,3}(?:bateu|bate|batendo|espancou|espanca|agrediu|agride|estuprou|"
        r"violou|violentou|forcou|enforcou|estrangulou|esganou|sufocou|chutou|socou|esmurrou|"
        r"esbofeteou|empurrou|arrastou|pisou|esfaqueou|furou|atacou|abusou|abusa|violenta|"
        r"forca\W{1,3}a|obriga\W{1,3}a|obrigou|estupra|sacudiu|queimou|jogou\W{1,3}(?:agua|contra|no\W{1,3}chao|"
        r"da|na\W{1,3}parede)|tacou|atirou\W{1,3}(?:uma|um|o|a|com)|cortou|mordeu|torceu|"
        r"prendeu\W{1,3}contra|segurou\W{1,3}(?:pelo|pelos|no)|puxou\W{1,3}pelo|pegou\W{1,3}"
        r"a\W{1,3}forca|deu\W{1,3}(?:um|uma|uns|umas)\W{1,3}(?:socos?|murros?|tapas?|"
        r"chutes?|pontapes?|surra|facadas?|pauladas?|bofetadas?|estalos?|chapadas?|tareias?|"
        r"sovas?|cabecadas?|joelhadas?|rasteira|gravata|tiros?|porrada)|deu\W{1,3}com\W{1,3}"
        r"(?:o|a)\W{1,3}\w{1,10}|apertou\W{1,3}o\W{1,3}pescoco|espremeu|tentou\W{1,3}(?:afogar|"
        r"matar|atropelar|enforcar|estrangular|sufocar|esfaquear|queimar|envenenar)|partiu\W{1,3}"
        r"(?:o|a|os)|quebrou\W{1,3}(?:o|a|os)\W{1,3}(?:nariz|braco|dente|dentes|costela|"
        r"costelas|mandibula|dedo|perna))\b"
        r"|\b(?:bateu|espancou|agrediu|violou|violentou|enforcou|estrangulou|sufocou|chutou|"
        r"empurrou|esfaqueou|apertou|partiu|torceu|pisou|pontapeou|esmurrou)\W{1,2}me\b|\bdeu\W{1,2}me\W{1,3}"
        r"(?:um|uma|uns|umas)\W{1,3}(?:socos?|murros?|tapas?|chutes?|pontapes?|surra|facadas?|"
        r"pauladas?|bofetadas?|estalos?|chapadas?|tareias?|sovas?|cabecadas?|joelhadas?|tiros?)"
        r"|\b(?:levei|levo|levando|a\W{1,3}levar)\W{1,3}(?:uma?\W{1,3})?(?:porrada|surra|murro|"
        r"soco|tapa|facada|paulada|pontape|tareia|sova|bofetada|chapada|cabecada|chute)\b"
        r"(?!.{0,60}\b(?:euros?|reais|preco|posto|gasolina|conta|restaurante|bife|loja))"
        r"|\b(?:apanho|apanhei|apanhando|apanhava|a\W{1,3}apanhar)\W{1,3}(?:dele|dela|do\W{1,3}"
        r"(?:meu\W{1,3})?(?:ex|marido|namorado|companheiro|pai)|da\W{1,3}(?:minha\W{1,3})?"
        r"(?:ex|mulher|namorada)|calad[ao]|todo\W{1,3}dia|todos\W{1,3}os\W{1,3}dias|muito|"
        r"de\W{1,3}novo|outra\W{1,3}vez|ontem|hoje|hj)\b"
        r"|\b(?:fui|fomos)\W{1,3}(?:\w{1,6}\W{1,3})?(?:estuprad[ao]|violad[ao]|violentad[ao]|"
        r"abusad[ao]|espancad[ao]|agredid[ao]|esfaquead[ao]|enforcad[ao]|estrangulad[ao])"
        r"|\bestupro\b|\b(?:relac\w{2,4}|sexo)\W{1,3}" + G2 + r"a\W{1,3}forca"
        r"|\bme\W{1,3}(?:obriga|obrigou|forca|forcou)\W{1,3}a\W{1,3}(?:ter|transar|fazer|ficar)"
        r"|\b(?:ele|ela)\W{1,3}(?:\w{1,8}\W{1,3})?(?:me\W{1,3})?(?:bate|bateu|batia)\W{1,3}"
        r"(?:em\W{1,3}mim|sempre|quando|qnd|todo|toda|quase|de\W{1,3}novo)",
        veto=PAST + r"|" + LAUGH + r"|\bfacada\W{1,3}nas\W{1,3}costas|\b(?:fifa|truco|jogo|"
        r"treino|ginasio|academia|futebol|xadrez|videogame|playstation|free\W{1,3}fire|"
        r"paintball)\b|\bnunca\W{1,3}me\W{1,3}(?:bateu|tocou)",
        keys="bateu|bate|batendo|espanc|agrid|agred|estupr|violou|violent|forcou|enforcou|"
        "estrangul|esganou|sufocou|chutou|socou|esmurrou|esbofeteou|empurrou|arrastou|pisou|"
        "esfaque|furou|atacou|abus|forca|obriga|sacudiu|queimou|jogou|tacou|atirou|cortou|"
        "mordeu|torceu|prendeu|segurou|puxou|pegou|deu|apertou|espremeu|tentou|partiu|quebrou|"
        "pontapeou|levei|levo|levando|levar|apanho|apanhei|apanhando|apanhava|apanhar|violad|"
        "abusad|enforcad|relac|sexo|batia|obrigou",
    ),
    # --- emergencies now -------------------------------------------------------------------------
    prule(
        "emergency.pt",
        C.EMERGENCY,
        r"\b(?:estou|to|tou|estamos)\W{1,3}em\W{1,3}perigo|\bsocorro\b(?!\W{1,3}(?:kk|a\W{1,3}"
        r"prova|que\W{1,3}(?:calor|fome|sono)))"
        r"|\b" + HE + r"\W{1,3}(?:\w{1,10}\W{1,3})?(?:ta|tah|esta|ja\W{1,3}ta|ainda\W{1,3}ta)"
        r"\W{1,3}(?:aqui|ali\W{1,3}fora|la\W{1,3}fora|fora\W{1,3}(?:de\W{1,3}casa)?|"
        r"do\W{1,3}lado\W{1,3}de\W{1,3}fora|(?:a|na)\W{1,3}(?:porta|frente|janela|sala|cozinha|"
        r"varanda|escada|entrada|minha\W{1,3}porta)|no\W{1,3}(?:portao|quintal|corredor|"
        r"predio|quarto|jardim|patio|telhado|elevador|meu\W{1,3}(?:trabalho|quarto|predio))|"
        r"em\W{1,3}casa\W{1,3}agora|dentro|embaixo|em\W{1,3}baixo|de\W{1,3}tocaia|"
        r"(?:tentando|a\W{1,3}tentar)\W{1,3}(?:entrar|abrir|arrombar)(?!\W{1,3}(?:o|a|um|uma)\W{1,3}(?:pote|frasco|lata|garrafa|vidro|embalagem|pacote|app|site|arquivo|link|conta))|(?:batendo|a\W{1,3}bater|"
        r"chutando|socando|esmurrando|a\W{1,3}pontapear|forcando|a\W{1,3}forcar)\W{1,3}"
        r"(?:na\W{1,3}|a\W{1,3})?(?:porta|janela|macaneta|portao)|arrombando|quebrando\W{1,3}"
        r"tudo|a\W{1,3}partir\W{1,3}tudo|partindo\W{1,3}tudo|escalando|subindo|entrando|"
        r"procurando|armad[oa]|com\W{1,3}(?:uma?\W{1,3})?(?:faca|arma|facao|revolver|pistola|"
        r"barra|pau|martelo|machado|catana|taco)|vindo\W{1,3}(?:pra\W{1,3}cima|na\W{1,3}minha)|"
        r"a\W{1,3}entrar|a\W{1,3}deitar\W{1,3}gasolina|gritando\W{1,3}(?:na|meu)|a\W{1,3}gritar)"
        r"|\b(?:arrombou|arrombando|invadiu|invadindo|pulou\W{1,3}o\W{1,3}muro|partiu\W{1,3}a"
        r"\W{1,3}(?:janela|porta)|quebrou\W{1,3}a\W{1,3}(?:janela|porta)|entrou\W{1,3}(?:a\W{1,3}"
        r"forca|pela\W{1,3}(?:janela|varanda|porta|janela)|(?:em|na|no|dentro\W{1,3}d[ae])"
        r"\W{1,3}(?:casa|quarto|meu|minha|igreja))|subiu\W{1,3}pelo\W{1,3}telhado)\b"
        r"|\bnao\W{1,3}(?:me\W{1,3})?deixa\W{1,3}(?:eu\W{1,3})?sair|\bme\W{1,3}trancou|"
        r"\btrancou\W{1,2}me|\b(?:to|tou|estou)\W{1,3}(?:\w{1,6}\W{1,3})?(?:trancad[ao]|"
        r"escondid[ao]|fechad[ao])\W{1,3}(?:n[oa]|dentro|com|e\W{1,3}ele|aqui)\b(?=.{0,120}\b(?:ele"
        r"|ela|medo|socorro|ajuda|bateria|agora))|\bme\W{1,3}escondi\W{1,3}(?:n[oa]|atras|"
        r"debaixo|dentro)|\bescondida\W{1,3}no\W{1,3}armario|\bme\W{1,3}pegou\W{1,3}(?:no|a)"
        r"\W{1,3}(?:carro|forca)|\bpegou\W{1,3}(?:as\W{1,3})?(?:minhas\W{1,3})?chaves\W{1,3}"
        r"(?:do\W{1,3}(?:meu\W{1,3})?carro\W{1,3})?e\W{1,3}nao|\bnao\W{1,3}(?:quer|vai)\W{1,3}"
        r"(?:ir\W{1,3}embora|sair)\b(?=.{0,80}\b(?:quebrando|gritando|bebad|bebed|alterad|"
        r"medo|porta))",
        veto=PAST + r"|\b(?:buscar|pegar|deixar|entregar|devolver)\W{1,3}(?:o|a|os|as)\W{1,3}"
        r"(?:menin|crianc|miud|filh|bebe)|\bcurso\b|\bfila\b",
        keys="perigo|socorro|aqui|fora|porta|frente|janela|sala|cozinha|varanda|escada|entrada|"
        "portao|quintal|corredor|predio|quarto|jardim|patio|telhado|elevador|trabalho|casa|"
        "dentro|embaixo|baixo|tocaia|entrar|abrir|arrombar|macaneta|arrombando|tudo|escalando|"
        "subindo|entrando|procurando|armado|armada|faca|arma|facao|revolver|pistola|barra|pau|"
        "martelo|machado|catana|taco|vindo|gasolina|gritando|gritar|arrombou|invadiu|invadindo|"
        "muro|forca|sair|trancou|trancada|trancado|escondida|escondido|fechada|fechado|escondi|"
        "pegou|chaves|embora",
    ),
    # --- children --------------------------------------------------------------------------------
    prule(
        "child.pt",
        C.CHILD,
        r"\b(?:bate|bateu|batendo|batia|espanca|espancou|agrediu|agride|chutou|socou|sacudiu|"
        r"sacode|chacoalhou|jogou|empurrou|queimou|queima|belisca|enforcou|enforcar|estrangulou|"
        r"apertou\W{1,3}o\W{1,3}pescoco|deu\W{1,3}(?:um|uma)\W{1,3}(?:tapa|soco|murro|chute|"
        r"surra|pontape|chinelada|cintada|bofetada|estalo)|deu\W{1,3}com\W{1,3}o\W{1,3}cinto|"
        r"abusa|abusou|abusando|molesta|molestou|mexe\W{1,3}com|toca\W{1,3}n|tocou\W{1,3}n|"
        r"ameac(?!ava)\w{1,6}\W{1,3}(?:matar|envenenar|machucar|levar)|(?:matar|envenenar|machucar|"
        r"fazer\W{1,3}mal\W{1,3}(?:a|ao|pr[oa]))|sumiu\W{1,3}com|raptou|sequestrou|deu\W{1,3}"
        r"calmante\W{1,3}(?:a|pra|pro))\W{1,3}" + G2 + r"(?:n[oa]s?|a|o|as|os|pr[oa]s?|ao|"
        r"à)?\W{0,3}(?:nosso|nossa|meu|minha|meus|minhas|dos|das)?\W{0,3}" + KID + r"\b"
        r"|\b" + KID + r"\W{1,3}" + G5 + r"(?:olho\W{1,3}roxo|roxos?|roxas?|hematomas?|"
        r"marcas?\W{1,3}de|queimadura|sangrando|braco\W{1,3}quebrado|labio\W{1,3}cortado|"
        r"galo|molinh[ao]|marca\W{1,3}de\W{1,3}mordida|cortes\W{1,3}nos)\b"
        r"|\b(?:levou|pegou|tirou)\W{1,3}" + G2 + KID + r"\W{1,3}" + G5 + r"(?:nao\W{1,3}"
        r"(?:quer\W{1,3})?devolv|nao\W{1,3}sei\W{1,3}(?:onde|em\W{1,3}que)|pra\W{1,3}outro|"
        r"sem\W{1,3}autoriza|desligou|sumiu|nunca\W{1,3}mais|se\W{1,3}despede)"
        r"|\b(?:nao\W{1,3}(?:quer\W{1,3})?(?:devolver|trouxe|trazer)|recusou\W{1,3}a\W{1,3}"
        r"devolver)\W{1,3}" + G2 + KID + r"\b|\b" + KID + r"\W{1,3}" + G5 + r"(?:sozinh[oa]s?"
        r"\W{1,3}(?:na\W{1,3}rua|de\W{1,3}noite|em\W{1,3}casa\W{1,3}pra)|no\W{1,3}carro\W{1,3}"
        r"fechado|sem\W{1,3}comer|(?:quer|querer|pensa\W{1,3}em)\W{1,3}morrer|se\W{1,3}corta|"
        r"escondid[ao]\W{1,3}no\W{1,3}armario|com\W{1,3}medo\W{1,3}do\W{1,3}pai)"
        r"|\b(?:bebad|bebed|embriagad)\w{1,2}\W{1,3}" + G3 + r"com\W{1,3}(?:as|os|o|a|meu|"
        r"minha|meus|minhas)\W{1,3}" + KID + r"|\b" + KID + r"\W{1,3}" + G3 + r"(?:carro|moto)"
        r"\W{1,3}" + G2 + r"(?:bebad|bebed|embriagad)"
        r"|\b(?:deixou|abandonou)\W{1,3}" + G2 + KID + r"\W{1,3}" + G3 + r"(?:sozinh|na\W{1,3}rua"
        r"|no\W{1,3}carro|com\W{1,3}um\W{1,3}(?:vizinho|estranho|desconhecido))"
        r"|\b(?:pai|mae|namorad[oa]|padrasto|madrasta)\W{1,3}" + G5 + r"(?:bate|bateu|batendo|"
        r"toca|tocou|abusa|abusou|enforc\w{1,3}|deu\W{1,3}soco|queima|belisca)\W{1,3}(?:n[oa]s?|"
        r"em|nel[ae]s?|dele|dela)\b(?!\W{1,3}(?:\w{1,6}\W{1,3})?(?:porta|janela|mesa|parede|"
        r"campainha|portao|carro|vidro|ponto|tecla|teclado|bola))|\bmae\W{1,3}vem\W{1,3}me\W{1,3}buscar",
        veto=PAST + r"|" + LAUGH + r"|\b(?:fifa|jogo|videogame|futebol|bola|travesseiro|brincadeira"
        r"\W{1,3}de|vacina|injecao|queda)\b|\b(?:caiu|tombo|escorregou)\b(?!\W{1,3}(?:e\W{1,3})?ele"
        r"\W{1,3}diz)"
        r"|\bdeixei\W{1,3}(?:os|as)\W{1,3}miudos",
        keys="bate|bateu|batendo|batia|espanc|agrid|agred|chutou|socou|sacud|chacoalhou|jogou|"
        "empurrou|queim|belisca|enforc|estrangul|pescoco|deu|abus|molest|mexe|toca|tocou|ameac|"
        "matar|envenenar|machucar|fazer|sumiu|raptou|sequestrou|calmante|roxo|roxos|roxa|roxas|"
        "hematoma|marca|marcas|queimadura|sangrando|quebrado|cortado|galo|molinh|mordida|cortes|"
        "levou|pegou|tirou|devolver|trouxe|trazer|sozinh|fechado|comer|morrer|corta|armario|"
        "medo|bebad|bebed|embriagad|deixou|abandonou|buscar",
    ),
    # --- someone else in danger; the ex threatening his own life ---------------------------------
    prule(
        "suicide.pt_other",
        C.SUICIDE,
        r"\b(?:vai|quer|queria|ia|pensa\W{1,3}em|tentou|ameac\w{1,6}|diz\W{1,3}que|disse\W{1,3}que|"
        r"falou\W{1,3}que|prometeu|ele|ela|eu\W{1,3}que)\W{1,3}(?:de\W{1,3})?"
        r"se\W{1,3}(?:matar|suicidar|mata)\b(?!" + IDIOM_DE + r")|\bse\W{1,3}(?:vai|quer|ia|"
        r"queria)\W{1,3}(?:matar|suicidar)\b|\bse\W{1,3}mat(?:a|ar|ou|asse)\b(?!"
        + IDIOM_DE
        + r")|\b(?:matar|suicidar)-se\b|\beu\W{1,3}me\W{1,3}mato\b"
        r"|\bse\W{1,3}(?:jogar|atirar|enforcar|afogar|envenenar|pendurar|jogou|atirou|enforcou|"
        r"afogou)\b(?!" + IDIOM_DE + r"|\W{1,3}(?:n[oa]\W{1,3})?(?:festa|pista|sofa|cama|piscina|"
        r"projeto|trabalho|curso|estudos?|cabeca))|\b(?:vai|vou|ia|vem\W{1,3}ou\W{1,3}eu|ou\W{1,3}"
        r"eu|eu|ele|ela)\W{1,3}(?:pular|pulo|pula|saltar|salto)\b(?=.{0,60}\b(?:se\W{1,3}eu|"
        r"se\W{1,3}vc|se\W{1,3}voce|por\W{1,3}minha|andar|janela|ponte|viaduto|predio|terraco|"
        r"varanda|sacada))|\b(?:cortar|cortou)\W{1,3}os\W{1,3}pulsos|\b(?:atear|tacar|por)"
        r"\W{1,3}fogo\W{1,3}(?:ao|no)\W{1,3}(?:proprio\W{1,3})?corpo|\bse\W{1,3}(?:cortou|"
        r"machucou|corta|machucar|cortar|ferir)\W{1,3}" + G2 + r"(?:por\W{1,3}mim|por\W{1,3}minha"
        r"|se\W{1,3}eu|de\W{1,3}novo)|\b(?:foi|e)\W{1,3}por\W{1,3}(?:ti|tua\W{1,3}causa|minha"
        r"\W{1,3}causa|sua\W{1,3}causa)\b|\ba\W{1,3}culpa\W{1,3}(?:e|vai\W{1,3}ser)\W{1,3}"
        r"(?:tua|sua|minha)\b(?=.{0,80}\b(?:comprimidos|remedios|corda|morrer|morte|matar|pular))"
        r"|\b(?:nao\W{1,3}quer|nao\W{1,3}vai)\W{1,3}(?:mais\W{1,3})?(?:viver|estar\W{1,3}viv[oa])"
        r"|\bcomo\W{1,3}(?:morrer|se\W{1,3}matar)\b|\b(?:continua|continuar|ficar)\W{1,3}"
        r"viv[oa]\W{1,3}se\W{1,3}eu|\b(?:ultima|ultimo)\W{1,3}(?:chance|dia)\b(?=.{0,80}\b"
        r"(?:salvar|pulo|pula|despedida|status))|\bnao\W{1,3}vai\W{1,3}estar\W{1,3}viv[oa]"
        r"|\b(?:vai|vou)\W{1,3}tomar\W{1,3}(?:tudo|veneno|chumbinho|os\W{1,3}comprimidos|"
        r"os\W{1,3}remedios)|\btoma\W{1,3}veneno|\b(?:comprou|tem)\W{1,3}uma\W{1,3}corda"
        r"|\b(?:nao\W{1,3}vai\W{1,3}comer|nao\W{1,3}come)\W{1,3}" + G2 + r"ate\W{1,3}morrer"
        r"|\b(?:se|nao)\W{1,3}(?:despediu|despedida)|\bpostou\W{1,3}(?:uma\W{1,3})?despedida"
        r"|\bbater\W{1,3}o\W{1,3}carro\W{1,3}de\W{1,3}proposito|\bcom\W{1,3}a\W{1,3}corda"
        r"\W{1,3}no\W{1,3}pescoco|\bmandou\W{1,3}(?:um\W{1,3})?(?:print|foto)\W{1,3}"
        + G3
        + r"(?:comprimidos|remedios|pesquisa)",
        veto=PAST + "|" + LAUGH + r"|\bnao\W{1,3}(?:\w{1,6}\W{1,3})?quer\W{1,3}mais\W{1,3}viver"
        r"\W{1,3}(?:comigo|junto)|\bse\W{1,3}mata\W{1,3}(?:a\W{1,3})?(?:trabalhar|estudar)|"
        + CORDA,
        keys="matar|suicidar|mata|mato|jogar|atirar|enforc|afog|envenenar|pendurar|jogou|atirou|"
        "pular|pulo|pula|saltar|salto|pulsos|fogo|cortou|machucou|corta|machucar|cortar|ferir|"
        "ti|causa|culpa|viver|viva|vivo|morrer|chance|dia|tomar|veneno|corda|despediu|despedida|"
        "carro|print|foto|matou|matasse",
    ),
    prule(
        "violence.pt_other",
        C.VIOLENCE,
        r"\b(?:apanha|apanhando|apanhou|a\W{1,3}apanhar|a\W{1,3}levar\W{1,3}porrada|levando"
        r"\W{1,3}porrada|levou\W{1,3}porrada|levou\W{1,3}uma\W{1,3}surra)\b(?!\W{1,3}(?:o|a|um|uma"
        r")\W{1,3}(?:autocarro|comboio|onibus|chuva|sol|taxi|metro|uber|constipa|gripe|peixe))"
        r"|\b(?:bate|bateu|batendo|batia|espanca|espancou|agride|agrediu|estuprou|violou|forcou|"
        r"forca|obriga|enforcou|esfaqueou|maltrata|empurra|empurrou|derrubou|ameaca|ameacou|"
        r"esganou|estrangulou)\W{1,3}(?:nela|nele|nelas|em\W{1,3}mim|na\W{1,3}(?:minha|sua|tua)"
        r"|no\W{1,3}meu|ela|ele|a\W{1,3}minha|o\W{1,3}meu)\b|\blhe\W{1,3}(?:bateu|bate|"
        r"partiu|parte|bater)\b|\b(?:bateu|partiu|bater|espancou)\W{1,2}lhe\b"
        r"|\b(?:foi|foram)\W{1,3}(?:\w{1,6}\W{1,3})?(?:estuprad[ao]|violad[ao]|violentad[ao]|"
        r"abusad[ao]|espancad[ao]|agredid[ao]|esfaquead[ao])|\b(?:partiu|quebrou)\W{1,3}"
        r"(?:a|o)\W{1,3}(?:mandibula|nariz|braco|costela)\W{1,3}dela|\bcheia\W{1,3}de\W{1,3}roxo"
        r"|\bolho\W{1,3}roxo|\bquer\W{1,3}matar\W{1,3}(?:ela|ele)|\b(?:vai|ia|disse\W{1,3}que"
        r"\W{1,3}vai)\W{1,3}matar\W{1,3}(?:ela|ele|a\W{1,3}minha|o\W{1,3}meu|minha|meu)\b(?!"
        + IDIOM_DE
        + r")"
        r"|\b(?:ameac\w{1,6}|a\W{1,3}ameacou)\W{1,3}(?:ela\W{1,3})?com\W{1,3}(?:a\W{1,3}|uma"
        r"\W{1,3})?(?:faca|catana|arma|facao)|\bameac\w{1,6}\W{1,3}matar\W{1,3}(?:a|o|minha|meu)"
        r"|\b(?:nao\W{1,3}a\W{1,3}deixa|nao\W{1,3}deixa\W{1,3}ela|nao\W{1,3}me\W{1,3}deixa)"
        r"\W{1,3}sair\b|\btrancada\W{1,3}em\W{1,3}casa\W{1,3}pelo|\bse\W{1,3}eu\W{1,3}sumir"
        r"\W{1,3}foi\W{1,3}ele",
        veto=PAST + "|" + LAUGH + r"|\bnunca\W{1,3}me\W{1,3}bateu|\b(?:fifa|jogo|futebol|truco)\b"
        r"|\b(?:o|a|meu|minha)\W{1,3}(?:time|equipa|benfica|porto|sporting|flamengo|corinthians)",
        keys="apanha|apanhando|apanhou|apanhar|porrada|surra|bate|bateu|batendo|batia|espanc|"
        "agride|agrediu|estuprou|violou|forcou|forca|obriga|enforcou|esfaqueou|maltrata|empurra|"
        "empurrou|derrubou|ameaca|ameacou|esganou|estrangulou|lhe|estuprad|violad|violentad|"
        "abusad|espancad|agredid|esfaquead|mandibula|nariz|braco|costela|roxo|matar|faca|catana|"
        "arma|facao|sair|trancada|sumir|ameac",
    ),
    # --- wider phrasing: suicide -----------------------------------------------------------------
    prule(
        "suicide.pt_more",
        C.SUICIDE,
        r"\bme\W{1,3}(?:mato|matei|vou\W{1,3}matar)\b(?!" + IDIOM_DE + r")|\bquase\W{1,3}me\W{1,3}"
        r"matei|\b(?:querendo|apetece\W{1,2}me|a\W{1,3}querer)\W{1,3}(?:\w{1,8}\W{1,3})?morrer\b"
        r"(?!" + IDIOM_DE + r")|\b(?:quer|queria|prefere|escolheu\W{1,3}o\W{1,3}dia\W{1,3}pra|"
        r"vai|vou|diz\W{1,3}que\W{1,3}vai)\W{1,3}(?:\w{1,8}\W{1,3})?morrer\b(?=.{0,80}\b(?:se\W{1,3}"
        r"eu|por\W{1,3}(?:mim|minha\W{1,3}causa|causa)|culpa|serio|de\W{1,3}verdade|hoje|hj|amanha|"
        r"sumiu|tentou|fazer|o\W{1,3}que\W{1,3}eu\W{1,3}faco)|\W{0,3}$)(?!"
        + IDIOM_DE
        + r"|\W{1,3}(?:solteir|sozinh|velh|rico|rica|pobre|feliz))"
        r"|\b(?:quer|queria|fala\W{1,3}que\W{1,3}quer|disse\W{1,3}que\W{1,3}quer)\W{1,3}morrer\b"
        r"(?!" + IDIOM_DE + r")|\b(?:nao\W{1,3}aguenta|nao\W{1,3}quer)\W{1,3}mais\W{1,3}viver"
        r"|\b(?:tirar|por\W{1,3}fim\W{1,3}a|acabar\W{1,3}com)\W{1,3}(?:a\W{1,3})?(?:propria|sua|"
        r"tua)\W{1,3}(?:propria\W{1,3})?vida|\b(?:se\W{1,3})?(?:corta|cortando|enforca|atira|"
        r"joga)\W{1,3}(?:\w{1,8}\W{1,3})?(?:se\W{1,3}eu|no\W{1,3}banheiro|todos\W{1,3}os\W{1,3}"
        r"dias|pro\W{1,3}mar|no\W{1,3}rio)|\bse\W{1,3}(?:corta|cortando|enforca|atira)\b"
        r"|\b(?:cortar|enforcar|atirar)-se\b|\b(?:da|dar|dou)\W{1,3}um\W{1,3}tiro\W{1,3}(?:em\W{1,3}"
        r"si|na\W{1,3}(?:propria\W{1,3})?cabeca|no\W{1,3}peito)|\barma\W{1,3}na\W{1,3}cabeca\b"
        r"|\b(?:nao|n)\W{1,3}amanheco\b|\bnao\W{1,3}(?:to|estou|vou\W{1,3}estar)\W{1,3}mais\W{1,3}"
        r"aqui\b|\bja\W{1,3}nao\W{1,3}(?:estou|to)\W{1,3}ca\b|\blivres?\W{1,3}de\W{1,3}mim\b"
        r"|\bcarregar\W{1,3}(?:a\W{1,3})?minha\W{1,3}morte|\bachar\W{1,3}(?:ele|ela)\W{1,3}"
        r"mort[oa]|\bembora\W{1,3}(?:deste|desse|do)\W{1,3}mundo|\bfazer\W{1,3}(?:uma\W{1,3})?"
        r"besteira\b|\b(?:vai|vou|a|de)\W{1,3}tomar\W{1,3}(?:\w{1,8}\W{1,3})?(?:veneno|chumbinho|"
        r"tudo|os\W{1,3}comprimidos|os\W{1,3}remedios)|\b(?:comprou|comprei|tenho|tem)\W{1,3}"
        r"(?:\w{1,6}\W{1,3})?veneno\b|\b(?:meter|enfiar|jogar|bater)\W{1,3}(?:a\W{1,3}|o\W{1,3})?"
        r"(?:moto|mota|carro)\W{1,3}" + G3 + r"(?:poste|muro|arvore|pilar|de\W{1,3}proposito)"
        r"|\b(?:pesquis\w{1,4}|pesquisa)\W{1,3}(?:de\W{1,3})?como\W{1,3}(?:morrer|me\W{1,3}matar|"
        r"se\W{1,3}matar|fazer\W{1,3}pra\W{1,3}nao\W{1,3}doer)|\bcomo\W{1,3}fazer\W{1,3}pra\W{1,3}"
        r"nao\W{1,3}doer|\bhora\W{1,3}de\W{1,3}parar\W{1,3}de\W{1,3}tentar|\bja\W{1,3}(?:escolh\w{1,3}"
        r"|marquei)\W{1,3}o\W{1,3}dia|\bvai\W{1,3}fazer\W{1,3}pior|\bse\W{1,3}despedindo\W{1,3}de"
        r"\W{1,3}todo|\bfoi\W{1,3}bom\W{1,3}conhecer|\bdesculpa\W{1,3}(?:mae|pai)\b|\bme\W{1,3}"
        r"desculpa\W{1,3}por\W{1,3}tudo|\b(?:ja\W{1,3}nao|nao)\W{1,3}ve\W{1,3}saida|\bvai\W{1,3}"
        r"ter\W{1,3}com\W{1,3}o\W{1,3}meu\W{1,3}pai\W{1,3}ao\W{1,3}ceu",
        veto=PAST + "|" + LAUGH + "|" + CORDA,
        keys="mato|matei|matar|morrer|viver|vida|corta|cortando|enforca|atira|joga|cortar|"
        "enforcar|atirar|tiro|cabeca|amanheco|aqui|ca|livre|livres|morte|morto|morta|mundo|"
        "besteira|tomar|veneno|moto|mota|carro|pesquis|pesquisa|doer|tentar|dia|pior|todo|"
        "conhecer|desculpa|saida|ceu",
    ),
    prule(
        "suicide.pt_photo",
        C.SUICIDE,
        r"\b(?:fotos?|video|videos|story|stories|live|audio|print|status|localiza\w{1,4})\W{1,3}"
        + G5
        + r"(?:corda|lamina|faca|arma|espingarda|revolver|remedios?|comprimidos|cartela|"
        r"frasco|veneno|lixivia|pulsos?|braco\W{1,3}cortado|sangue|sangrando|a\W{1,3}sangrar|"
        r"linha\W{1,3}do\W{1,3}(?:trem|comboio)|trilhos?|viaduto|terraco|parapeito|ponte|rio)\b"
        r"|\b(?:corda|lamina|faca|arma|remedios?|comprimidos|cartela|pulsos?|sangue|sangrando|"
        r"cortado|veneno)\W{1,3}"
        + G5
        + r"(?:meu\W{1,3}nome|a\W{1,3}culpa|culpa\W{1,3}(?:e\W{1,3})?"
        r"(?:minha|tua|sua)|por\W{1,3}(?:vc|voce|ti|mim|minha\W{1,3}causa)|satisfeita|tu\W{1,3}"
        r"escolhes|vc\W{1,3}decide|ultima\W{1,3}chance|tchau|me\W{1,3}fizeste|vai\W{1,3}usar)"
        r"|\b(?:pulsos|braco)\W{1,3}cortados?\b|\bpulso\W{1,3}(?:sangrando|a\W{1,3}sangrar|com"
        r"\W{1,3}sangue)|\b(?:ja\W{1,3}ta|ta|esta)\W{1,3}com\W{1,3}a\W{1,3}corda|\bamarrou\W{1,3}"
        r"(?:uma\W{1,3})?corda|\bcomprei\W{1,3}a\W{1,3}corda|\b(?:engoliu|tomou)\W{1,3}"
        + G2
        + PILLS
        + r"|\bja\W{1,3}(?:tomou|tomei)\W{1,3}(?:as|os|o|a)\W{1,3}(?:coisas|remedios|"
        r"comprimidos|frasco)|\btomando\W{1,3}remedio\W{1,3}com\W{1,3}(?:vodka|vinho|cachaca|"
        r"cerveja|alcool)|\bseparou\W{1,3}os\W{1,3}remedios",
        veto=PAST + r"|\b(?:cozinha|receita|churrasco|pesca|pescaria|praia|viagem|ferias)\b",
        keys="foto|fotos|video|videos|story|stories|live|audio|print|status|localiza|corda|lamina|"
        "faca|arma|remedio|remedios|comprimidos|cartela|pulsos|pulso|sangue|sangrando|cortado|"
        "veneno|braco|amarrou|engoliu|tomou|tomei|tomando|separou",
    ),
    # --- wider phrasing: overdose and means ------------------------------------------------------
    prule(
        "means.pt_more",
        C.MEANS,
        r"\bacabei\W{1,3}de\W{1,3}(?:tomar|engolir|beber|injetar)\W{1,3}"
        + G3
        + r"(?:\d{1,3}\W{1,3}"
        r")?(?:" + PILLS + r"|tudo|todos|todas|inteir[oa]|alcool)|\b(?:tomei|engoli|injetei|"
        r"tomou|engoliu)\W{1,3}" + G5 + r"(?:todinh[oa]s?|tudinho|(?:uns|umas|mais\W{1,3}de)\W{1,3}"
        r"\d{1,3}|dobro|triplo|quase\W{1,3}todos|muitos|muitas|bastante|semana\W{1,3}toda|"
        r"da\W{1,3}semana|que\W{1,3}sobr\w{1,4}|o\W{1,3}resto|toda\W{1,3}a|o\W{1,3}que\W{1,3}"
        r"tinha|mais\W{1,3}na\W{1,3}mao|nao\W{1,3}sei\W{1,3}quant)|\bja\W{1,3}tomei\W{1,3}\d{1,3}"
        r"|\b(?:tomei|engoli)\W{1,3}" + G3 + PILLS + r"\W{1,3}" + G3 + r"(?:com|e\W{1,3}bebi|"
        r"por\W{1,3}cima|junto)|\b(?:tomando|a\W{1,3}tomar|tomo)\W{1,3}"
        + G2
        + r"(?:"
        + PILLS
        + r"|\d\W{1,3}em\W{1,3}\d)\W{1,3}"
        + G3
        + r"(?:com|cerveja|vodka|pra\W{1,3}ver\W{1,3}se|"
        r"perdi\W{1,3}a\W{1,3}conta|desde)|\b(?:escondi|tenho|guardo|ando\W{1,3}a\W{1,3}guardar"
        r"|fiz\W{1,3}um\W{1,3}estoque|gaveta)\W{1,3}"
        + G5
        + r"(?:\d{2,3}\W{1,3})?(?:"
        + PILLS
        + r"|metadona)\b(?=.{0,60}\b(?:quando|decidir|hora|juntando|bastante|matar|guardad|"
        r"fui\W{1,3}juntando|ja\W{1,3}tenho))|\bestoque\W{1,3}de\W{1,3}" + PILLS + r"|\bexagerei"
        r"\W{1,3}(?:\w{1,6}\W{1,3})?de\W{1,3}proposito|\bfiz\W{1,3}a\W{1,3}mistura|\b(?:beber|bebi)"
        r"\W{1,3}" + G3 + r"alcool\W{1,3}etilico|\bveneno\W{1,3}(?:de\W{1,3}(?:rato|formiga|"
        r"barata)|das\W{1,3}plantas)|\b(?:despejei|esvaziei)\W{1,3}" + G3 + r"(?:na\W{1,3}mao|"
        r"em\W{1,3}cima|num\W{1,3}copo)|\b(?:insulina|canetas)\W{1,3}" + G3 + r"(?:toda|todas|"
        r"sei\W{1,3}quanto)|\btomei\W{1,3}(?:umas|uns)\W{1,3}coisas",
        veto=PAST + r"|\bdor\W{1,3}de\W{1,3}cabeca|\bvitaminas?\b",
        keys=PILL_KEYS + "|tomar|engolir|beber|injetar|tudo|todos|todas|inteiro|inteira|alcool|"
        "tomei|engoli|injetei|tomou|engoliu|tomando|tomo|escondi|tenho|guardo|guardar|estoque|"
        "gaveta|metadona|exagerei|mistura|bebi|etilico|veneno|despejei|esvaziei|canetas|coisas",
    ),
    prule(
        "means.pt_place",
        C.MEANS,
        r"\b(?:to|tou|estou|ta|esta|sentad[ao]|de\W{1,3}pe|em\W{1,3}pe|subi|cheguei|deitad[ao]|"
        r"fiquei|parad[ao])\W{1,3}"
        + G2
        + r"(?:na|no|em|pra|ao|a|num|numa|nos|do)\W{1,3}"
        + G2
        + r"(?:laje|beiral|peitoril|represa|pier|doca|miradouro|mirante|caixa\W{1,3}d\W{0,2}"
        r"agua|acostamento|passarela|vagao|estacao|trilhos?|linha\W{1,3}do\W{1,3}(?:trem|comboio|"
        r"metro)|ponte|viaduto|parapeito|beira|beirada|telhado|terraco|cobertura|sacada|"
        r"penhasco|falesia|cais|alto\W{1,3}d[aoe]|\d{1,2}\W{0,2}(?:o\W{1,3})?andar|janela\W{1,3}"
        r"do\W{1,3}predio|ponta\W{1,3}da\W{1,3}pedra|estrada\W{1,3}parad[ao])\b(?!\W{1,3}(?:da|do)"
        r"\W{1,3}(?:piscina|cama|mesa|loucura))|\bdo\W{1,3}(?:outro\W{1,3})?lado\W{1,3}(?:de"
        r"\W{1,3}fora\W{1,3})?d[ao]\W{1,3}(?:cerca|grade|vedacao|mureta|parapeito|janela|"
        r"varanda|guarda\W{1,3}corpo)|\bpassei\W{1,3}a\W{1,3}(?:vedacao|grade|cerca)|\b(?:olhando|"
        r"a\W{1,3}olhar)\W{1,3}(?:pr[oa]s?\W{1,3}|os\W{1,3}|as\W{1,3}|a\W{1,3})?(?:trilhos|"
        r"carretas|caminhoes|camioes|agua|chao|carros\W{1,3}passando)\b(?=.{0,60}\b(?:faz|ha|"
        r"sozinh|de\W{1,3}noite|passando))|\bdirigindo\W{1,3}a\W{1,3}\d{3}\W{1,3}"
        + G3
        + r"(?:reto|muro|sem\W{1,3}cinto|contra|olhando)|\b(?:entrando|vou\W{1,3}entrando|"
        r"andando)\W{1,3}(?:na|no|pra\W{1,3}dentro\W{1,3}d[oa])\W{1,3}(?:agua|mar|rio)\b"
        r"|\bpedra\W{1,3}amarrada|\b(?:laco|no\W{1,3}feito|o\W{1,3}no\W{1,3}feito)\b(?=.{0,40}"
        r"\b(?:corda|cadeira|embaixo))|\bcadeira\W{1,3}" + G3 + r"(?:embaixo|debaixo)\W{1,3}"
        r"do\W{1,3}laco|\bcorda\W{1,3}(?:\w{1,6}\W{1,3}){0,2}?(?:com\W{1,3}o\W{1,3}no|no\W{1,3}"
        r"feito)|\bsaco\W{1,3}e\W{1,3}a\W{1,3}fita|\b(?:churrasqueira|carvao|brasas)\W{1,3}"
        + G3
        + r"(?:dentro\W{1,3}do|no)\W{1,3}(?:quarto|quartinho|banheiro)|\bcarvao\W{1,3}acendendo"
        r"|\bgaragem\W{1,3}" + G5 + r"(?:motor|carro)\W{1,3}" + G3 + r"(?:ligado|a\W{1,3}"
        r"trabalhar|funcionando)|\bliguei\W{1,3}o\W{1,3}carro\W{1,3}com\W{1,3}a\W{1,3}garagem"
        r"|\babri\W{1,3}o\W{1,3}gas\b|\b(?:laminas|facas?)\W{1,3}" + G5 + r"(?:em\W{1,3}cima\W{1,3}"
        r"da\W{1,3}cama|(?:escondid|guardad)[oa]s?\W{1,3}(?:debaixo|embaixo)|ao\W{1,3}meu\W{1,3}lado|separei)|\bto\W{1,3}"
        r"(?:com|segurando)\W{1,3}(?:a|uma)\W{1,3}(?:faca|lamina|navalha|arma)\b(?!\W{1,3}e\W{1,3}"
        r"o\W{1,3}queijo)",
        veto=PAST + "|" + LAUGH + r"|\bqueijo\b|\bchurrasco\b(?!.{0,30}quarto)|\bpesca\w{0,4}\b"
        r"|\bferias\b|\bpasseio\b|\bfoto\W{1,3}linda|\bvista\W{1,3}linda|\bpor\W{1,3}do\W{1,3}sol",
        keys="laje|beiral|peitoril|represa|pier|doca|miradouro|mirante|caixa|acostamento|"
        "passarela|vagao|estacao|trilho|trilhos|linha|ponte|viaduto|parapeito|beira|beirada|"
        "telhado|terraco|cobertura|sacada|penhasco|falesia|cais|alto|andar|janela|pedra|estrada|"
        "lado|vedacao|grade|cerca|trilhos|carretas|caminhoes|camioes|agua|chao|carros|dirigindo|"
        "entrando|andando|amarrada|laco|feito|cadeira|corda|saco|churrasqueira|carvao|brasas|"
        "garagem|liguei|gas|laminas|faca|facas|lamina|navalha|arma",
    ),
    # --- wider phrasing: self-harm acts ----------------------------------------------------------
    prule(
        "self_harm.pt_acts",
        C.SELF_HARM,
        r"\b(?:cortei|corto|arranhei|arranho|arranquei|arranco|bati|bato|dei|dou|cravei|cravo|"
        r"encostei|apaguei|enfiei|espetei|queimei|queimo|furei|mordi|mordo|esfreguei|escrevi|"
        r"risquei|rasguei|soquei|esmurrei|marquei|deixei)\W{1,3}" + G3 + r"(?:(?:n[oa]s?|em|a|o|"
        r"as|os)\W{1,3})?(?:(?:minha|meu|meus|minhas|propri[oa]s?)\W{1,3}){0,2}(?:bracos?|pernas?|"
        r"coxas?|pulsos?|pele|barriga|maos?|dedos?|cara|rosto|pescoco|tornozelos?|joelhos?|testa|"
        r"cabeca|peito|costas|unhas|punho|nos\W{1,3}dos\W{1,3}dedos|labios?)\b"
        r"|\bbat\w{1,3}\W{1,3}em\W{1,3}mim\W{1,3}mesm[ao]|\b(?:cravei|cravo)\W{1,3}(?:a|as)\W{1,3}"
        r"unhas?|\b(?:cabecadas|murros|socos|chapadas)\W{1,3}(?:n[oa]s?\W{1,3})?(?:parede|espelho|"
        r"minha|meu|minhas|meus)|\blaminas?\b(?=.{0,40}\bsangue)|\barranquei\W{1,3}"
        + G2
        + r"(?:tufos|cabelo)\b(?=.{0,60}\b(?:sangr|raiva|tufos))",
        veto=PAST + r"|\b(?:cebola|barba|cozinhando|depilando|sem\W{1,3}querer|acidente|panela|"
        r"forno|tomate|legumes|quina|tropecei|sol|praia|lingua|cafe|pizza|chave|porta\W{1,3}do"
        r"\W{1,3}carro|topada|dedinho|bola|jogo|futebol|treino|ginasio|maquiagem|unhas\W{1,3}"
        r"(?:feitas|de\W{1,3}gel)|manicure|tatuage\w{1,3}|piercing)\b|\bdei\W{1,3}(?:a|uma)\W{1,3}"
        r"(?:mao|maozinha)|\bescrevi\W{1,3}(?:na|no)\W{1,3}(?:minha|meu)\W{1,3}(?:agenda|diario|"
        r"caderno)|" + LAUGH,
        needs=r"\b(?:sangr\w{1,5}|sangue|roxo|roxa|roxos|roxas|ate|de\W{1,3}proposito|de\W{1,3}"
        r"novo|gilete|laminas?|estilete|tesoura|isqueiro|cigarro|agulha|unhas?|faca|caco|vidro|"
        r"ferro|quente|fervendo|martelo|punho|bolha|pontos|parede|espelho|vezes|cortes|"
        r"cortinhos|dormente|abrir|inchar|partir|queimadura|navalha|compasso|clip|vassoura|"
        r"ligado|segurei|castigar|merec\w{1,4}|inutil|odeio|secador|ferro\W{1,3}de\W{1,3}passar|"
        r"garfo|colher|tufos)\b",
        keys="cortei|corto|arranhei|arranho|arranquei|arranco|bati|bato|dei|dou|cravei|cravo|"
        "encostei|apaguei|enfiei|espetei|queimei|queimo|furei|mordi|mordo|esfreguei|escrevi|"
        "risquei|rasguei|soquei|esmurrei|marquei|deixei|mim|unha|unhas|cabecadas|murros|socos|"
        "chapadas|lamina|laminas",
    ),
    # --- wider phrasing: emergencies now ---------------------------------------------------------
    prule(
        "emergency.pt_now",
        C.EMERGENCY,
        r"\b(?:ele|ela|ex|eles|marido|namorado)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:ta|tah|esta|estao|"
        r"anda|tao)\W{1,3}(?:\w{1,10}\W{1,3})?(?:batendo|a\W{1,3}bater|tocando\W{1,3}(?:o\W{1,3}"
        r"interfone|a\W{1,3}campainha)|a\W{1,3}tocar|gritando|a\W{1,3}gritar|aos\W{1,3}berros|"
        r"jogando\W{1,3}pedras?|rondando|rodando\W{1,3}a\W{1,3}casa|subindo|entrando|"
        r"tentando\W{1,3}(?:entrar|abrir|arrombar)(?!\W{1,3}(?:o|a|um|uma)\W{1,3}(?:pote|frasco|lata|garrafa|vidro|embalagem|pacote|app|site|arquivo|link|conta))|forcando|procurando|me\W{1,3}procurando|"
        r"a\W{1,3}minha\W{1,3}procura|atras\W{1,3}de\W{1,3}mim|me\W{1,3}(?:seguindo|fechando|"
        r"enforcando|batendo|ameacando|olhando|esperando|cercando)|quebrando|a\W{1,3}partir|"
        r"partindo|arrombando|a\W{1,3}(?:minha\W{1,3})?espera|esperando\W{1,3}(?:la\W{1,3}fora|"
        r"na\W{1,3}porta|l[aá]\W{1,3}em\W{1,3}baixo)|sentado\W{1,3}la\W{1,3}fora|em\W{1,3}casa"
        r"\W{1,3}a\W{1,3}partir|no\W{1,3}mesmo|no\W{1,3}corredor|na\W{1,3}rece\w{1,4}|"
        r"l[aá]\W{1,3}em\W{1,3}baixo|ca\W{1,3}em\W{1,3}baixo|la\W{1,3}embaixo|l[aá]\W{1,3}fora|"
        r"escalando|a\W{1,3}deitar|com\W{1,3}(?:a|uma)\W{1,3}(?:faca|arma|pedra))\b"
        r"|\b(?:to|tou|estou|estamos)\W{1,3}(?:\w{1,8}\W{1,3})?(?:correndo|a\W{1,3}correr|a\W{1,3}"
        r"fugir|fugindo|escondid[ao]s?|trancad[ao]s?|pres[ao]|fechad[ao])\b|\b(?:escondi|tranquei)"
        r"\W{1,2}me\b|\bme\W{1,3}(?:escondi|tranquei)\b|\b(?:ouvindo|a\W{1,3}ouvir|escuto|ouco)"
        r"\W{1,3}(?:os\W{1,3}passos|a\W{1,3}fechadura|ele\W{1,3}forcando|ele\W{1,3}a\W{1,3}forcar)"
        r"|\bfechadura\W{1,3}a\W{1,3}rodar|\bporta\W{1,3}(?:esta\W{1,3}|ta\W{1,3})?(?:a\W{1,3}ceder|"
        r"cedendo)|\bpe\W{1,3}de\W{1,3}cabra\b|\b(?:campainha|interfone)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"sem\W{1,3}parar|\bsem\W{1,3}parar\W{1,3}(?:na\W{1,3}campainha|no\W{1,3}interfone)"
        r"|\b(?:abriu|arrombou|derrubou)\W{1,3}a\W{1,3}porta|\bbloqueou\W{1,3}a\W{1,3}saida"
        r"|\bme\W{1,3}cercou|\bcarro\W{1,3}dele\W{1,3}(?:cola|colado|atras|a\W{1,3}parar|parando)"
        r"|\b(?:entrou|entrar)\W{1,3}(?:pela|pelo)\W{1,3}(?:janela|varanda|porta|quintal|telhado)"
        r"|\b(?:colocou|botou|pos|tacou|ateou)\W{1,3}fogo\W{1,3}(?:no|na|em)\W{1,3}(?:sofa|casa|"
        r"carro|porta|quarto|apartamento)|\b(?:ta|esta)\W{1,3}(?:vindo|chegando|a\W{1,3}caminho|"
        r"a\W{1,3}vir)\b(?=.{0,80}\b(?:medo|socorro|sozinh|desesper|escondid|trancad|ajuda|"
        r"\d{1,2}\W{0,2}min))|\bto\W{1,3}a\W{1,3}\d{1,2}\W{0,2}min",
        veto=PAST + r"|\b(?:buscar|pegar|deixar|entregar|devolver)\W{1,3}(?:o|a|os|as)\W{1,3}"
        r"(?:menin|crianc|miud|filh|bebe)|\b(?:jogo|futebol|corrida|maratona|treino|academia|"
        r"ginasio|parque\W{1,3}de\W{1,3}diversoes|esconde\W{1,3}esconde)\b|" + LAUGH,
        needs=r"\b(?:ele|ela|ex|eles|marido|namorado|dele|dela|porta|fechadura|campainha|"
        r"interfone)\b",
        keys="batendo|bater|tocando|tocar|gritando|gritar|berros|pedra|pedras|rondando|rodando|"
        "subindo|entrando|tentando|forcando|procurando|procura|atras|seguindo|fechando|"
        "enforcando|ameacando|olhando|esperando|cercando|quebrando|partir|partindo|arrombando|"
        "espera|sentado|mesmo|corredor|rece|baixo|embaixo|fora|escalando|deitar|faca|arma|"
        "correndo|correr|fugir|fugindo|escondid|trancad|presa|preso|fechad|escondi|tranquei|"
        "ouvindo|ouvir|escuto|ouco|fechadura|ceder|cedendo|cabra|sem parar|abriu|arrombou|"
        "derrubou|saida|cercou|dele|entrou|entrar|fogo|vindo|chegando|caminho|vir|min",
    ),
    # --- wider phrasing: children ----------------------------------------------------------------
    prule(
        "child.pt_more",
        C.CHILD,
        r"\b" + KID + r"\W{1,3}" + G5 + r"(?:nodoas\W{1,3}negras|marcad[oa]|marcas?\W{1,3}n[oa]|"
        r"partido|quebrado|queimaduras?|calcinha\W{1,3}suja|lesoes|medo\W{1,3}de\W{1,3}(?:voltar|"
        r"ir)|pavor|nao\W{1,3}consegu\w{1,3}\W{1,3}sentar|sendo\W{1,3}(?:ameacad|abusad|espancad|"
        r"agredid)|trancad[oa]|drogad[oa]|bebad[oa]|bebed[oa])\b|\b(?:marcas?|roxos?|nodoas|"
        r"queimaduras?|lesoes)\W{1,3}" + G5 + r"(?:d[oa]s?|n[oa]s?)\W{1,3}(?:(?:meu|minha|meus|"
        r"minhas|nosso|nossa)\W{1,3})?" + KID + r"\b|\b(?:deu|bateu|empurrou|trancou|ameacou|"
        r"obriga|obrigou|espanca|espancou|agarrou|sacudiu|pos|tirou|levou|leva|deixou|deixa|"
        r"abusa|abusou)\W{1,3}(?:um\W{1,3}tapa\W{1,3}no\W{1,3}rosto\W{1,3}d[ao]|na\W{1,3}cabeca"
        r"\W{1,3}d[ao]|(?:[ao]s?|n[ao]s?)\W{1,3})?(?:(?:meu|minha|meus|minhas|nosso|nossa)\W{1,3})?"
        + KID
        + r"\W{1,3}"
        + G5
        + r"(?:com\W{1,3}(?:a|uma)\W{1,3}faca|a\W{1,3}(?:ficar|ver|tirar)|"
        r"fora\W{1,3}de\W{1,3}casa|no\W{1,3}carro|sozinh[oa]s?|desligou|nao\W{1,3}sei|"
        r"estranhos|sem\W{1,3}(?:comida|comer|capacete|cadeirinha)|beira\W{1,3}do\W{1,3}rio|"
        r"bebad|bebed|drogad|contra|sumir)|\b(?:lhe|lhes)\W{1,3}(?:tapou\W{1,3}a\W{1,3}boca|"
        r"aperta\W{1,3}o\W{1,3}pescoco|parte\W{1,3}os\W{1,3}dentes|bate|bateu)|\bapertou\W{1,3}o"
        r"\W{1,3}pescoco\W{1,3}dele|\b(?:machuca|bate|bateu|espanca)\W{1,3}(?:ela|ele|o\W{1,3}mais"
        r"\W{1,3}velho|a\W{1,3}mais\W{1,3}velha)\b|\b(?:foi\W{1,3})?levad[ao]\W{1,3}por\W{1,3}ele"
        r"|\blevou\W{1,2}(?:os|as|o|a)\W{1,3}e\W{1,3}desligou|\bpegou\W{1,3}os\W{1,3}passaportes"
        r"|\bentra\W{1,3}no\W{1,3}(?:quarto|banheiro)\W{1,3}dela|\barma\W{1,3}(?:em\W{1,3}casa"
        r"\W{1,3})?(?:e\W{1,3}deixa\W{1,3})?ao\W{1,3}alcance|\bfoi\W{1,3}agarrad[ao]"
        r"|\b(?:sem\W{1,3}capacete|sem\W{1,3}cadeirinha)\b(?=.{0,60}\b(?:bebad|bebed|\d{3}))",
        veto=PAST + r"|\b(?:fifa|jogo|videogame|futebol|escola\W{1,3}de|brincadeira|"
        r"pediatra\W{1,3}disse\W{1,3}que\W{1,3}(?:e|esta)\W{1,3}normal)\b|" + LAUGH,
        needs=r"\b(?:filh[oa]s?|crianc\w{1,3}|bebe|bebes|menin[oa]s?|miud[oa]s?|entead[oa]s?|"
        r"sobrinh[oa]s?|net[oa]s?|mais\W{1,3}velh[oa]|mais\W{1,3}nov[oa]|\d{1,2}\W{1,3}anos|"
        r"pequen[oa]|miudos|os\W{1,3}miudos)\b",
        keys=KID_KEYS + "|nodoas|marcad|marca|marcas|partido|quebrado|queimadura|calcinha|"
        "lesoes|medo|pavor|sentar|sendo|trancad|drogad|bebad|bebed|roxo|roxos|deu|bateu|"
        "empurrou|trancou|ameacou|obriga|obrigou|espanca|espancou|agarrou|sacudiu|pos|tirou|"
        "levou|leva|deixou|deixa|abusa|abusou|lhe|lhes|pescoco|machuca|bate|levado|levada|"
        "passaportes|entra|arma|agarrada|agarrado|capacete|cadeirinha",
    ),
    # --- wider phrasing: someone else hurt or threatened -----------------------------------------
    prule(
        "violence.pt_others",
        C.VIOLENCE,
        r"\b(?:ta|esta|estao|tao|a|anda)\W{1,3}(?:sendo|ser|a\W{1,3}ser)\W{1,3}(?:espancad|agredid|"
        r"ameacad|perseguid|seguid|abusad|violentad|estuprad|chantagead|mantid[ao]\W{1,3}pres|"
        r"maltratad|torturad)\w{0,2}|\b(?:o|a)\W{1,3}(?:espancou|estrangulou|obrigou\W{1,3}a|"
        r"queimou|esfaqueou|violou|agrediu|enforcou|trancou|seguiu\W{1,3}ate|ameacou)\b"
        r"|\b(?:enforca|estrangula|espanca|trancou|chuta|queimou|seguindo|perseguindo|ameacando|"
        r"ameaca)\W{1,3}(?:ela|ele)\b|\b(?:bate|bateu|espanca|agride)\W{1,3}na\W{1,3}(?:namorada|"
        r"mulher|esposa|mae|irma|filha|avo|vizinha|amiga|companheira|ex)\b|\bchuta\W{1,3}a\W{1,3}"
        r"barriga|\b(?:rosto|cara|olho)\W{1,3}(?:\w{1,6}\W{1,3})?(?:roxo|roxa|inchad[oa]|cheio"
        r"\W{1,3}de\W{1,3}sangue)|\bmarcas?\W{1,3}de\W{1,3}(?:estrangulamento|dedos)|\bmarcas?"
        r"\W{1,3}d[eo]s\W{1,3}dedos|\bmexe\W{1,3}nela|\b(?:apareceu|veio)\W{1,3}com\W{1,3}(?:uma\W{1,3}"
        r"|a\W{1,3})?faca\b|\bvai\W{1,3}atras\W{1,3}dela|\bex\W{1,3}dela\W{1,3}(?:tava|estava|"
        r"anda|ta)\W{1,3}ameac",
        veto=PAST + "|" + LAUGH + r"|\b(?:fifa|jogo|futebol|truco|time|equipa|novela|serie|filme|"
        r"livro|personagem)\b",
        keys="sendo|ser|espancad|agredid|ameacad|perseguid|seguid|abusad|violentad|estuprad|"
        "chantagead|mantid|maltratad|torturad|espancou|estrangulou|obrigou|queimou|esfaqueou|"
        "violou|agrediu|enforcou|trancou|seguiu|ameacou|enforca|estrangula|espanca|chuta|"
        "seguindo|perseguindo|ameacando|ameaca|bate|bateu|agride|barriga|roxo|roxa|inchado|"
        "inchada|sangue|estrangulamento|dedos|mexe|faca|atras|ameac",
    ),
    prule(
        "threat.pt_more",
        C.THREAT,
        r"\bameac\w{0,6}\W{1,3}(?:de\W{1,3})?(?:\w{1,8}\W{1,3})?(?:afogar|tacar|botar|atear|"
        r"envenenar|jogar|matar|bater|queimar|furar|desfigurar|atropelar|esfaquear|partir|"
        r"quebrar|destruir|machucar|sumir|espancar|raptar|sequestrar|levar|tirar)\b|\bameac\w{0,6}"
        r"\W{1,3}(?:o|a|os|as)\W{1,3}(?:\w{1,10}\W{1,3})?com\W{1,3}(?:a|uma)\W{1,3}(?:faca|arma|"
        r"catana|facao)|\b"
        + SAY
        + r"\W{1,3}"
        + G5
        + r"(?:vai|vao|ia|vou)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:desfigurar|furar|jogar\W{1,3}o\W{1,3}carro|mandar\W{1,3}dar|atras\W{1,3}dela|"
        r"entra\w{0,2}\W{1,3}com\W{1,3}o\W{1,3}(?:revolver|arma|faca))|\bentra\W{1,3}com\W{1,3}"
        r"o\W{1,3}(?:revolver|arma|faca)|\bme\W{1,3}quer\W{1,3}ver\W{1,3}mort[oa]|\bquer\W{1,3}me"
        r"\W{1,3}ver\W{1,3}mort[oa]|\bnao\W{1,3}chego\W{1,3}aos\W{1,3}\d{2}|\bse\W{1,3}(?:nao|n)"
        r"\W{1,3}(?:e|es|for|fores)\W{1,3}minha\W{1,3}(?:nao|n)\W{1,3}(?:e|es|sera|vai\W{1,3}ser)"
        r"\W{1,3}de\W{1,3}(?:mais\W{1,3})?ninguem|\bconta\W{1,3}os\W{1,3}dias\b|\bque\W{1,3}eu"
        r"\W{1,3}aguarde\b",
        veto=PAST + r"|\bameacava\b",
        keys="ameac|desfigurar|furar|jogar|dar|atras|revolver|arma|faca|morta|morto|aos|ninguem|"
        "dias|aguarde",
    ),
    prule(
        "threat.pt_coerce",
        C.THREAT,
        r"\bameac\w{0,6}\W{1,3}(?:de\W{1,3})?(?:soltar|publicar|postar|espalhar|divulgar|mandar|"
        r"expor|vazar)\b|\b(?:publica|posta|espalha|solta|manda)\W{1,3}(?:tudo|as\W{1,3}fotos|"
        r"os\W{1,3}videos)\W{1,3}" + G3 + r"(?:nudes|de\W{1,3}mim|se\W{1,3}eu|se\W{1,3}ela)|\btem"
        r"\W{1,3}(?:fotos|videos|nudes)\W{1,3}dela\b",
        gentle=True,
        veto=PAST,
        keys="ameac|publica|posta|espalha|solta|manda|fotos|videos|nudes",
    ),
    # --- wider phrasing: stalking ----------------------------------------------------------------
    prule(
        "stalking.pt_more",
        C.STALKING,
        r"\b(?:ele|ela)\W{1,3}" + G2 + r"(?:sab(?:e|ia)|descobriu)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:onde|o\W{1,3}que\W{1,3}eu|com\W{1,3}quem|a\W{1,3}hora|que\W{1,3}horas|os\W{1,3}"
        r"lugares|que\W{1,3}eu\W{1,3}(?:fui|estava|tava|to|estou|comi)|as\W{1,3}minhas|tudo\W{1,3}"
        r"que\W{1,3}eu|a\W{1,3}(?:matricula|placa))\b|\b(?:aparece|apareceu|aparecendo|foi|fica|"
        r"ficou|passa|passou|indo|vem|vindo|ficando)\W{1,3}"
        + G5
        + r"(?:no|na|em|a|ao)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"(?:meu|minha|meus|minhas|onde\W{1,3}eu)\W{1,3}(?:\w{1,10}\W{1,3})?(?:trabalho|plantao|"
        r"condominio|culto|casa|facul\w{0,6}|escola|predio|rua|igreja|janela|familia|missa|"
        r"ginasio|vou|tava|trabalho)\b|\b(?:aparece|apareceu)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"(?:em\W{1,3}todos|na\W{1,3}missa|de\W{1,3}surpresa|no\W{1,3}mesmo)|\bcarro\W{1,3}dele"
        r"\W{1,3}" + G3 + r"(?:passa|passando|parado|atras|na\W{1,3}frente|rondando)|\b(?:ligou|"
        r"liga|ligam|me\W{1,3}liga)\W{1,3}" + G3 + r"(?:\d{1,3}\W{1,3}numeros|numeros\W{1,3}"
        r"diferentes|de\W{1,3}madrugada\W{1,3}e\W{1,3}desliga|e\W{1,3}desliga)|\b(?:cria|criou|"
        r"usa|usando|faz|fez)\W{1,3}(?:\w{1,6}\W{1,3})?(?:contas?|perfis|perfil)\W{1,3}"
        + G3
        + r"(?:fake|falsas?|novas?|novos?|diferentes|com\W{1,3}o\W{1,3}nome|da\W{1,3}irma|"
        r"pra\W{1,3}"
        r"(?:me|ver\W{1,3}(?:meu|minha|os\W{1,3}meus|se)))|\b(?:me\W{1,3}segue|segue\W{1,2}me)"
        r"\W{1,3}"
        + G3
        + r"(?:conta\W{1,3}fake|perfil\W{1,3}novo|\d{1,3}\W{1,3}contas)|\bsegue\W{1,3}"
        r"todas\W{1,3}as\W{1,3}minhas|\b(?:fotos|foto)\W{1,3}(?:minhas\W{1,3})?(?:\w{1,8}\W{1,3})?"
        r"(?:tiradas?\W{1,3}de\W{1,3}longe|da\W{1,3}minha\W{1,3}janela)|\b(?:contando|conta|"
        r"falando|falou)\W{1,3}(?:\w{1,8}\W{1,3})?(?:tudo\W{1,3})?(?:o\W{1,3}que\W{1,3}eu\W{1,3}"
        r"(?:fiz|comi|vesti|tava)|onde\W{1,3}(?:eu\W{1,3})?fui|a\W{1,3}roupa)|\b(?:pra|para|a)"
        r"\W{1,3}me\W{1,3}(?:seguir|vigiar|espiar|ver)\b(?=.{0,40}\b(?:conta|perfil|primo|amigo|"
        r"pagou|pediu))|\bme\W{1,3}vigiam\b|\b(?:login|acesso)\W{1,3}(?:\w{1,6}\W{1,3})?dele\b"
        r"|\b(?:entrou|entrar|entram)\W{1,3}n[oa]s?\W{1,3}(?:minhas?|meus?)\W{1,3}(?:conta|contas|"
        r"email|icloud|insta\w{0,5}|face\w{0,4}|whats\w{0,3})|\bentrou\W{1,3}n[oa]\W{1,3}(?:minha"
        r"\W{1,3})?(?:conta|email|icloud)\W{1,3}" + G3 + r"(?:senha|mudou|trocou)|\b(?:ver|ve)"
        r"\W{1,3}as\W{1,3}(?:cameras|camaras)\W{1,3}da\W{1,3}minha|\bcelular\W{1,3}(?:velho\W{1,3})?"
        r"escondido|\bcamerazinha|\bdeixa\W{1,3}(?:presentes|flores|bilhetes)|\bse\W{1,3}mudou"
        r"\W{1,3}pra\W{1,3}(?:uma\W{1,3})?(?:rua|casa|predio)\W{1,3}(?:perto|ao\W{1,3}lado)|\bnao"
        r"\W{1,3}e\W{1,3}coincidencia|\bperguntou\W{1,3}por\W{1,3}mim|\bme\W{1,3}segue\W{1,3}no"
        r"\W{1,3}ifood|\bsabe\W{1,3}sempre\W{1,3}onde",
        gentle=True,
        veto=PAST + r"|\b(?:quero|vontade\W{1,3}de|eu)\W{1,3}(?:\w{1,6}\W{1,3})?(?:stalk|ver\W{1,3}"
        r"os\W{1,3}stories\W{1,3}dele)",
        keys="sabe|sabia|descobriu|aparece|apareceu|aparecendo|foi|fica|ficou|passa|passou|"
        "carro|ligou|liga|ligam|cria|criou|usa|usando|faz|fez|segue|fotos|foto|contando|conta|"
        "falando|falou|seguir|vigiar|espiar|ver|vigiam|login|acesso|entrou|entrar|entram|"
        "cameras|camaras|celular|camerazinha|deixa|mudou|coincidencia|perguntou|ifood",
    ),
    prule(
        "suicide.pt_farewell",
        C.SUICIDE,
        r"\bnunca\W{1,3}ter\W{1,3}nascido|\b(?:cansad[oa]|exaust[oa]|farto|farta)\W{1,3}(?:\w{1,6}"
        r"\W{1,3})?de\W{1,3}(?:existir|acordar|ser\W{1,3}eu|respirar|viver|tudo|lutar\b(?!\W{1,3}"
        r"(?:por|pra|para|contra|com|pel[oa])\b))|\bcansei\W{1,3}"
        r"(?:\W{1,3}de\W{1,3})?(?:tudo|lutar|respirar)|\bsaco\W{1,3}cheio\W{1,3}de\W{1,3}viver"
        r"|\b(?:me\W{1,3})?despedindo\W{1,3}(?:de|das|dos)\W{1,3}(?:todo|todos|pessoas|quem)"
        r"|\blista\W{1,3}de\W{1,3}despedidas|\bninguem\W{1,3}(?:vai|iria)\W{1,3}sentir\W{1,3}"
        r"(?:a\W{1,3})?(?:minha\W{1,3})?falta|\b(?:quando|se)\W{1,3}eu\W{1,3}(?:nao\W{1,3}estiver"
        r"\W{1,3}(?:mais\W{1,3})?aqui|partir|faltar|sumir|nao\W{1,3}(?:te\W{1,3})?escrever\W{1,3}"
        r"(?:mais|amanha|em\W{1,3}uma|ate|de\W{1,3}novo))|\bse\W{1,3}(?:algo|"
        r"alguma\W{1,3}coisa)\W{1,3}(?:me\W{1,3})?acontec\w{1,4}|\bultim[oa]\W{1,3}(?:dia|vez)"
        r"\W{1,3}que\W{1,3}(?:eu\W{1,3})?escrevo|\bnoite\W{1,3}vai\W{1,3}ser\W{1,3}a\W{1,3}ultima"
        r"|\bdecisao\W{1,3}(?:que\W{1,3}tomei|ta\W{1,3}tomada|esta\W{1,3}tomada)|\bem\W{1,3}paz"
        r"\W{1,3}(?:agora\W{1,3})?(?:q|que|pra\W{1,3}partir)\W{0,3}(?:decidi)?|\b(?:ja|agora)\W{1,3}"
        r"(?:ja\W{1,3})?posso\W{1,3}(?:ir|partir)\b|\b(?:desistindo|desisti)\W{1,3}de\W{1,3}tudo"
        r"|\bnada\W{1,3}(?:disso\W{1,3}|disto\W{1,3})?vai\W{1,3}importar|\bpeso\W{1,3}morto"
        r"|\bdeixar\W{1,3}de\W{1,3}ser\W{1,3}um\W{1,3}(?:fardo|peso)|\blivrarem\W{1,3}de\W{1,3}mim"
        r"|\bcontando\W{1,3}as\W{1,3}horas\W{1,3}pro\W{1,3}fim|\be\W{1,3}o\W{1,3}fim\b|\bja\W{1,3}"
        r"nao\W{1,3}volto|\bdisse\W{1,3}que\W{1,3}nao\W{1,3}volto|\btestamento\b|\b(?:deixei|"
        r"deixando|ta|esta)\W{1,3}tudo\W{1,3}(?:arrumad\w{1,4}|organizado|em\W{1,3}ordem)|\bja"
        r"\W{1,3}resolvi\W{1,3}tudo|\b(?:a\W{1,3}dor|isto|isso)\W{1,3}(?:pare|acabe)\b|\bso\W{1,3}"
        r"falta\W{1,3}(?:o\W{1,3}(?:corpo|resto)|coragem)|\bvida\W{1,3}acabou|\bnao\W{1,3}"
        r"(?:devia|deveria)\W{1,3}estar\W{1,3}aqui|\bapagar\W{1,3}de\W{1,3}vez|\bme\W{1,3}entregar"
        r"\W{1,3}de\W{1,3}vez|\bo\W{1,3}proximo\W{1,3}sou\W{1,3}eu|\btempo\W{1,3}aqui\W{1,3}acabou"
        r"|\b(?:sumir|ir\W{1,3}embora)\W{1,3}e\W{1,3}(?:nao\W{1,3}voltar|ninguem|nunca\W{1,3}mais)"
        r"|\b(?:nao|n)\W{1,3}(?:tenho|tem)\W{1,3}(?:mais\W{1,3})?(?:forcas?\W{1,3}(?:pra|para)|motivo"
        r"\W{1,3}(?:pra|para)|pelo\W{1,3}que\W{1,3}lutar)|\b(?:pra|para)\W{1,3}que\W{1,3}continuar"
        r"|\bnao\W{1,3}vale\W{1,3}a\W{1,3}pena\W{1,3}(?:continuar|viver)|\bfechar\W{1,3}os\W{1,3}"
        r"olhos\W{1,3}e\W{1,3}nao\W{1,3}abrir|\bse\W{1,3}eu\W{1,3}tivesse\W{1,3}coragem|\bja\W{1,3}"
        r"sei\W{1,3}como\W{1,3}fazer|\bqualquer\W{1,3}jeito\W{1,3}serve|\bja\W{1,3}to\W{1,3}indo"
        r"\W{1,3}mesmo|\bto\W{1,3}indo\W{0,3}$|\bparo\W{1,3}de\W{1,3}te\W{1,3}incomodar|\bnenhuma"
        r"\W{1,3}saida|\bluz\W{1,3}no\W{1,3}fim\W{1,3}do\W{1,3}tunel\b(?=.{0,30}\bnao)|\bnao\W{1,3}"
        r"tem\W{1,3}luz|\bchega\W{1,3}de\W{1,3}dor|\bhj\W{1,3}a\W{1,3}noite\W{1,3}acaba|\bisto"
        r"\W{1,3}acaba\W{1,3}esta\W{1,3}semana|\bquestao\W{1,3}de\W{1,3}tempo\b(?=.{0,60}falta)"
        r"|\bvai\W{1,3}acabar\W{1,3}logo|\bpra\W{1,3}mim\W{1,3}vai\W{1,3}acabar|\bmelhor\W{1,3}"
        r"(?:eu\W{1,3}ir|assim)\b(?=.{0,80}\b(?:logo|ninguem|lembra))|\bnao\W{1,3}demoro\b(?=.{0,80}"
        r"faltar)|\bcuidem\W{1,3}d[ao]\W{1,3}minh[ao]|\bcuida\W{1,3}das\W{1,3}minhas\W{1,3}coisas"
        r"|\bsenha\W{1,3}(?:do\W{1,3}(?:meu\W{1,3})?(?:banco|telemovel|celular)|anotada)"
        r"|\besvaziando\W{1,3}(?:o\W{1,3})?meu\W{1,3}quarto|\bfiz\W{1,3}as\W{1,3}pazes\W{1,3}com"
        r"\W{1,3}todos|\bpaguei\W{1,3}(?:as\W{1,3})?(?:dividas|contas)\W{1,3}(?:todas)?\b(?=.{0,60}"
        r"\b(?:paz|organizado|arrumado|resolvi))|\bnao\W{1,3}quero\W{1,3}deixar\W{1,3}divida"
        r"|\bninguem\W{1,3}(?:precisa|se\W{1,3}lembra)\W{1,3}(?:mais\W{1,3})?(?:de\W{1,3}mim|se"
        r"\W{1,3}preocupar)|\bcoracao\W{1,3}ja\W{1,3}morreu|\bvida\W{1,3}nao\W{1,3}(?:e|vale)"
        r"\W{1,3}(?:pra\W{1,3}mim|nada)|\bcancelei\W{1,3}(?:as\W{1,3})?consultas\W{1,3}todas"
        r"|\bja\W{1,3}nao\W{1,3}vale\W{1,3}a\W{1,3}pena|\blembra\W{1,3}de\W{1,3}mim\W{1,3}com"
        r"|\bdesculpem\W{1,3}(?:por\W{1,3})?tudo|\bdesculpem\W{0,3}$|\bnao\W{1,3}chorem\W{1,3}por\W{1,3}mim|\bque\W{1,3}meus\W{1,3}filhos"
        r"\W{1,3}saibam|\bse\W{1,3}amanha\W{1,3}eu\W{1,3}nao",
        gentle=True,
        veto=PAST
        + r"|\b(?:recebi|assunto|ele\W{1,3}(?:escreveu|mandou|disse)|ela\W{1,3}(?:escreveu|"
        r"mandou|disse))\b|\b(?:emprego|trabalho|reuniao|curso|dieta|academia|ferias|fds|"
        r"fim\W{1,3}de\W{1,3}semana|prova|semestre|faculdade)\b",
        keys="nascido|existir|acordar|eu|respirar|viver|tudo|lutar|despedindo|despedidas|falta|"
        "aqui|partir|faltar|sumir|escrever|acontec|escrevo|ultima|tomei|tomada|paz|posso|"
        "importar|morto|fardo|peso|mim|fim|volto|testamento|arrumad|organizado|ordem|resolvi|"
        "pare|acabe|corpo|resto|coragem|acabou|vez|proximo|voltar|ninguem|nunca|forca|forcas|"
        "motivo|continuar|pena|abrir|fazer|serve|mesmo|indo|incomodar|saida|tunel|luz|dor|acaba|"
        "semana|tempo|acabar|assim|demoro|cuidem|coisas|senha|quarto|pazes|dividas|contas|"
        "divida|lembra|preocupar|morreu|nada|consultas|desculpem|chorem|saibam|amanha|lembra",
    ),
    prule(
        "violence.pt_more",
        C.VIOLENCE,
        r"\btentou\W{1,3}me\W{1,3}(?:afogar|matar|atropelar|enforcar|estrangular|sufocar|esfaquear|"
        r"queimar|envenenar|empurrar|jogar)\b|\b(?:jogou|tacou|atirou|atiro|jogava)\W{1,3}"
        + G3
        + r"(?:em\W{1,3}mim|na\W{1,3}minha\W{1,3}cara|a\W{1,3}cara)\b|\batirou\W{1,2}me\W{1,3}"
        r"(?:um|uma|o|a)\b|\bme\W{1,3}(?:agarrou|apertou|segurou|torceu|puxou|puxa|aperta|agarra)"
        r"\W{1,3}(?:pelo|pela|o|a)\W{1,3}(?:pescoco|braco|garganta|cabelo|pulso|bracos|pulsos)\b"
        r"|\b(?:agarrou|apertou|segurou|torceu|queimou|puxou|puxa|aperta|agarra)\W{1,3}(?:o\W{1,3}"
        r"|a\W{1,3})?(?:meu|minha)\W{1,3}(?:pescoco|braco|garganta|cabelo|pulso|bracos|pulsos)\b"
        r"|\b(?:me\W{1,3})?deu\W{1,3}(?:um\W{1,3}|uma\W{1,3})?(?:tapa|mata\W{0,2}leao|soco|murro|"
        r"chute|pontape|bofetada)\W{1,3}(?:na\W{1,3}(?:minha\W{1,3})?cara|em\W{1,3}mim|no\W{1,3}"
        r"meu)|\bme\W{1,3}deu\W{1,3}(?:um\W{1,3})?mata\W{0,2}leao|\blevei\W{1,3}tant[oa]s?\W{1,3}"
        r"(?:tapas?|socos?|porrada|pancada)|\bpartiu\W{1,3}pra\W{1,3}cima\W{1,3}de\W{1,3}mim"
        r"|\bbate\W{1,2}me\b|\bcostelas\W{1,3}partidas|\bdeslocou\b|\bsufocar\W{1,3}com\W{1,3}a"
        r"\W{1,3}almofada",
        veto=PAST + "|" + LAUGH + r"|\b(?:fifa|jogo|treino|futebol|truco|academia|ginasio)\b",
        keys="tentou|jogou|tacou|atirou|atiro|jogava|agarrou|apertou|segurou|torceu|puxou|puxa|"
        "aperta|agarra|queimou|deu|leao|levei|cima|bate|costelas|deslocou|almofada",
    ),
    prule(
        "threat.pt_say",
        C.THREAT,
        r"\b" + SAY + r"\W{1,3}" + G5 + r"(?:vai|vao|ia|vou|vem|me\W{1,3}vai|me\W{1,3}ia)?\W{0,3}"
        r"(?:\w{1,8}\W{1,3})?(?:quebrar\W{1,3}(?:minhas|as|me|a|o)|partir\W{1,3}(?:a\W{1,3}cabeca|"
        r"me|as)|rebentar|jogar\W{1,3}acido|por\W{1,3}veneno|fazer\W{1,3}alguma\W{1,3}coisa|"
        r"dar\W{1,3}uma\W{1,3}licao|terminar\W{1,3}o\W{1,3}servico|esfaquear|acabar\W{1,3}comigo|"
        r"machucar|descobrir\W{1,3}onde|sumir\W{1,3}com|pegar\W{1,3}eu|enterra|mata\W{1,3}os\W{1,3}"
        r"dois|parte\W{1,3}todo|encontrar\W{1,3}e\W{1,3}matar|ficam\W{1,3}sem\W{1,3}mae|voltar"
        r"\W{1,3}pra\W{1,3}terminar|vem\W{1,3}terminar|nao\W{1,3}(?:chego|chegas|vou\W{1,3}chegar)"
        r"\W{1,3}viv[ao]|(?:sou|es)\W{1,3}o\W{1,3}proximo\W{1,3}alvo|sabe\W{1,3}(?:a|qual)\W{1,3}"
        r"escola|tem\W{1,3}gente\W{1,3}a\W{1,3}vigiar|vou\W{1,3}aparecer\W{1,3}no\W{1,3}rio|"
        r"matarem|me\W{1,3}quebrar|rondar)\b|\bquer\W{1,2}me\W{1,3}mort[ao]\b|\bvais\W{1,3}morrer"
        r"\b|\bnao\W{1,3}vou\W{1,3}chegar\W{1,3}viv[ao]|\bfoto\W{1,3}de\W{1,3}uma\W{1,3}bala\b"
        r"|\bcoroa\W{1,3}de\W{1,3}flores\W{1,3}" + G3 + r"(?:com\W{1,3}o\W{1,3}meu\W{1,3}nome|pra"
        r"\W{1,3}mim)|\bsei\W{1,3}onde\W{1,3}(?:vc|voce|tu)\W{1,3}(?:ta|esta|estas|mora|moras)\b"
        r"|\bvida\W{1,3}acaba\W{1,3}no\W{1,3}dia|\bme\W{1,3}(?:vai|vao)\W{1,3}(?:encontrar|"
        r"esfaquear|rebentar|apanhar|partir)\b",
        veto=PAST + "|" + LAUGH + r"|\bvais\W{1,3}morrer\W{1,3}(?:de|do|da)\b",
        keys="quebrar|partir|rebentar|acido|veneno|coisa|licao|servico|esfaquear|comigo|machucar|"
        "descobrir|sumir|pegar|enterra|dois|todo|matar|mae|terminar|viva|vivo|alvo|escola|"
        "vigiar|rio|matarem|rondar|morta|morto|morrer|bala|flores|ta|esta|estas|mora|moras|"
        "acaba|encontrar|apanhar",
    ),
    prule(
        "self_harm.pt_more",
        C.SELF_HARM,
        r"\b(?:fiz|faco|fazendo)\W{1,3}(?:mais|outros|um\W{1,3}(?:corte|x)|uns\W{1,3}cortes|"
        r"feridas|o\W{1,3}mesmo)\b|\bvoltei\W{1,3}(?:a|as)\W{1,3}(?:laminas|magoar\W{1,2}me|"
        r"cortar|gilete)|\bmagoar\W{1,2}me\b|\bme\W{1,3}(?:machuquei|queimei)\W{1,3}(?:de\W{1,3}"
        r"novo|com\W{1,3}agua|\w{1,10}\W{1,3}nao\W{1,3}foi\W{1,3}acidente)|\b(?:me\W{1,3})?"
        r"arranhando\W{1,3}ate|\b(?:passei|encostei)\W{1,3}(?:a|o)\W{1,3}(?:faca|lamina|colher|"
        r"ferro|isqueiro|gilete)\W{1,3}" + G2 + r"(?:na|no|nos|nas)\W{1,3}(?:perna|braco|pele|"
        r"pulso|coxa|ombro|barriga|costas|peito|tornozelo|pernas|bracos|pulsos|coxas|mao|dedos|quadril)"
        r"|\bencostei\W{1,3}na\W{1,3}(?:perna|pele|coxa|braco)|\bcortando\W{1,3}a\W{1,3}pele"
        r"|\babri\W{1,3}(?:o\W{1,3}braco|as\W{1,3}feridas)|\besfaqueei\W{1,3}a\W{1,3}minha"
        r"|\b(?:socando|taquei|soquei)\W{1,3}(?:a\W{1,3})?(?:parede|cabeca)|\braspei\W{1,3}a"
        r"\W{1,3}pele|\braspando\W{1,3}o\W{1,3}braco|\bpuxei\W{1,3}o\W{1,3}cabelo\W{1,3}ate"
        r"|\bsegurei\W{1,3}a\W{1,3}mao\W{1,3}na\W{1,3}panela|\bsentir\W{1,3}outra\W{1,3}dor"
        r"|\bpulso\W{1,3}todo\W{1,3}marcado|\bbraco\W{1,3}cheio\W{1,3}de\W{1,3}cortes?\b"
        r"|\bmarcas\W{1,3}novas\b|\bme\W{1,3}(?:belisco|arranho)\b|\bbato\W{1,3}em\W{1,3}mim"
        r"|\bcasquinha\W{1,3}dos\W{1,3}cortes",
        veto=PAST + "|" + LAUGH + r"|\b(?:cebola|barba|cozinhando|bolo|receita|tatuage\w{1,3}|"
        r"maquiagem|exercicio|academia)\b",
        needs=r"\b(?:cortes?|braco|pulso|perna|pernas|marcas?|feridas|tesoura|agulha|fundo|"
        r"laminas?|sangu\w{1,4}|pele|roxo|magoar|queimei|machuquei|faca|parede|cabeca|cabelo|"
        r"panela|dor|mim|belisco|arranho|ate|ombro|barriga|costas|mao|garfo|propria)\b",
        keys="fiz|faco|fazendo|voltei|magoar|machuquei|queimei|arranhando|passei|encostei|"
        "cortando|abri|esfaqueei|socando|taquei|soquei|raspei|raspando|puxei|segurei|sentir|"
        "pulso|braco|marcas|belisco|arranho|bato|casquinha",
    ),
    prule(
        "means.pt_more2",
        C.MEANS,
        r"\b(?:tomei|engoli|tomou|engoliu)\W{1,3}(?:\w{1,12}\W{1,3}){0,7}?(?:todos|todas|tudinho|"
        r"todinh[oa]s?|d[oa]\W{1,3}(?:mes|semana)\W{1,3}(?:inteir[oa]|tod[oa])|de\W{1,3}uma\W{1,3}"
        r"vez|foram\W{1,3}muitos|com\W{1,3}pinga)\b(?!\W{1,3}[oa]s\W{1,3}(?:dias|noites|manhas|tardes|semanas|meses))|\bmandei\W{1,3}tudo\W{1,3}pra\W{1,3}dentro"
        r"|\b(?:caixa|frasco|cartela)\W{1,3}" + G3 + r"(?:esta|ta)\W{1,3}vazi[oa]|\bnao\W{1,3}sei"
        r"\W{1,3}quant[oa]s\W{1,3}tomei|\bvidro\W{1,3}de\W{1,3}\w{3,12}\W{1,3}com|\b(?:comprei|"
        r"arrumei|arranjei)\W{1,3}(?:\w{1,6}\W{1,3})?(?:chumbinho|veneno|corda)\b|\bcopo\W{1,3}"
        r"(?:cheio\W{1,3})?de\W{1,3}(?:lixivia|veneno|agua\W{1,3}sanitaria|desinfetante)|\bforno"
        r"\W{1,3}a\W{1,3}gas\b|\b(?:banco|cadeira|banquinho)\W{1,3}" + G2 + r"(?:debaixo|embaixo)"
        r"\W{1,3}da\W{1,3}corda|\bcarril\W{1,3}do\W{1,3}comboio|\bmare\W{1,3}a\W{1,3}subir\b"
        r"(?=.{0,40}\bnao\W{1,3}vou\W{1,3}sair)|\blaminas?\W{1,3}" + G3 + r"em\W{1,3}cima\W{1,3}"
        r"da\W{1,3}cama|\bdo\W{1,3}lado\W{1,3}de\W{1,3}fora\W{1,3}segurando",
        veto=PAST + "|" + LAUGH + r"|\b(?:vitaminas?|dor\W{1,3}de\W{1,3}cabeca|antibiotico|"
        r"receita|bolo|pizza|frango|assado)\b",
        keys="tomei|engoli|tomou|engoliu|mandei|caixa|frasco|cartela|quantos|quantas|vidro|"
        "comprei|arrumei|arranjei|copo|forno|banco|cadeira|banquinho|carril|mare|lamina|laminas|"
        "segurando",
    ),
    prule(
        "child.pt_signs",
        C.CHILD,
        r"\b(?:toca|tocou|mexe|mexeu)\W{1,3}(?:n?ela|n?ele)\W{1,3}(?:em\W{1,3}lugares|nas\W{1,3}"
        r"partes)|\bfaz\W{1,3}coisas\W{1,3}com\W{1,3}(?:ela|ele)\b|\bentra\W{1,3}no\W{1,3}(?:meu"
        r"\W{1,3})?(?:quarto|banheiro)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:de\W{1,3}noite|qnd|quando|"
        r"tomando\W{1,3}banho)|\bfilmou\W{1,3}" + G3 + r"(?:a\W{1,3}tomar\W{1,3}banho|no\W{1,3}"
        r"banho|pelad\w{1,2})|\b(?:homem|adulto)\W{1,3}(?:\w{1,8}\W{1,3}){0,4}?(?:pediu|pedindo|"
        r"pede)\W{1,3}(?:fotos|pra\W{1,3}(?:se\W{1,3})?encontrar)|\bmsg\W{1,3}de\W{1,3}madrugada"
        r"\W{1,3}pra\W{1,3}minha\W{1,3}filha|\bvagina\W{1,3}inflamada|\bcalcinha\W{1,3}suja|\bmarca"
        r"\W{1,3}de\W{1,3}mordida|\btranca\W{1,3}(?:ela|ele)\W{1,3}no\W{1,3}quarto|\bnao\W{1,3}"
        r"(?:lhe\W{1,3})?da\W{1,3}comida|\bnao\W{1,3}(?:deixa\W{1,3}eu|quer)\W{1,3}levar\W{1,3}"
        r"(?:no|ao)\W{1,3}(?:medico|hospital)|\bde\W{1,3}cabeca\W{1,3}pra\W{1,3}baixo\W{1,3}na"
        r"\W{1,3}janela|\bfaz\W{1,3}mal\W{1,3}(?:pro|ao|a)\W{1,3}(?:nosso|nossa|meu|minha)"
        r"|\bqueimou\W{1,3}a\W{1,3}mao\W{1,3}d[oa]|\bbateu\W{1,3}na\W{1,3}cabeca\W{1,3}d[oa]"
        r"|\benforcar\W{1,3}ele\b|\bmostrou\W{1,3}uma\W{1,3}arma|\bda\W{1,3}bebida\W{1,3}pr[oa]"
        r"|\bdeixa\W{1,3}ele\W{1,3}dirigir|\btirou\W{1,3}(?:eles|elas|o\W{1,3}menino|a\W{1,3}"
        r"menina)\W{1,3}da\W{1,3}(?:escola|creche)|\besqueca\W{1,3}ela\W{1,3}pra\W{1,3}sempre"
        r"|\bfebre\W{1,3}alt\w{1,5}\W{1,3}sozinh|\bpai\W{1,3}(?:ta|esta)\W{1,3}a\W{1,3}partir"
        r"\W{1,3}tudo|\bbate\W{1,3}de\W{1,3}punho\W{1,3}fechado|\bpe\W{1,3}da\W{1,3}piscina"
        r"\W{1,3}sozinh|\b(?:ele|ela)\W{1,3}(?:ta|tava|esta)\W{1,3}drogad[oa]|\bcarro\W{1,3}"
        r"(?:\w{1,6}\W{1,3}){0,3}?bebad\w{0,2}\W{1,3}com",
        gentle=True,
        veto=PAST + "|" + LAUGH,
        needs=r"\b(?:filh[oa]s?|crianc\w{1,3}|bebe|bebes|menin[oa]s?|miud[oa]s?|entead[oa]s?|"
        r"sobrinh[oa]s?|net[oa]s?|menor|\d{1,2}\W{1,3}anos|tenho\W{1,3}1\d|pequen[oa])\b",
        keys="toca|tocou|mexe|mexeu|coisas|entra|filmou|pediu|pedindo|pede|madrugada|vagina|"
        "calcinha|mordida|tranca|comida|levar|baixo|mal|queimou|cabeca|enforcar|arma|bebida|"
        "dirigir|tirou|esqueca|febre|tudo|punho|piscina|drogado|drogada|carro",
    ),
    prule(
        "stalking.pt_signs",
        C.STALKING,
        r"\b(?:carro|mota|moto)\W{1,3}dele\W{1,3}" + G3 + r"(?:minha\W{1,3}rua|na\W{1,3}frente|"
        r"vezes)|\b(?:ja\W{1,3})?(?:vi|vejo|via)\W{1,3}(?:a|o)\W{1,3}(?:carro|mota|moto)\W{1,3}dele\b|\bpass"
        r"(?:a|ou)\W{1,3}(?:de\W{1,3}carro\W{1,3})?(?:na|em)\W{1,3}frente\W{1,3}d[aoe]\W{1,3}(?:casa"
        r"|escola|minha|meu)|\b(?:fica|ficou)\W{1,3}(?:\w{1,10}\W{1,3}){0,12}?(?:a\W{1,3}porta|na"
        r"\W{1,3}porta|de\W{1,3}tocaia|do\W{1,3}outro\W{1,3}lado\W{1,3}da\W{1,3}rua|a\W{1,3}olhar"
        r"\W{1,3}pra\W{1,3}mim|olhando)\b|\bcomentou\W{1,3}(?:\w{1,8}\W{1,3}){0,5}?(?:roupa|blusa"
        r")|\bbonita\W{1,3}a\W{1,3}(?:blusa|roupa)|\bde\W{1,3}madrugada\W{1,3}e\W{1,3}desliga"
        r"|\bsempre\W{1,3}consegue\W{1,3}o\W{1,3}(?:novo|numero)|\bgravador\W{1,3}escondido"
        r"|\bpra\W{1,3}lhe\W{1,3}dizerem\W{1,3}quando|\bna\W{1,3}rua\W{1,3}de\W{1,3}tras|\bmudou"
        r"\W{1,3}de\W{1,3}proposito|\bvendo\W{1,3}(?:a\W{1,3})?minha\W{1,3}luz|\bcontando\W{1,3}"
        r"tudo\W{1,3}que\W{1,3}eu|\bcomo\W{1,3}(?:ele|ela)\W{1,3}sabia|\bapareceu\W{1,3}la\b"
        r"|\bainda\W{1,3}tem\W{1,3}a\W{1,3}chave|\bperguntar\W{1,3}por\W{1,3}mim|\bbilhete\W{1,3}"
        r"no\W{1,3}para\W{0,3}brisa|\bvi\W{1,3}(?:ele|ela)\W{1,3}no\W{1,3}(?:estacionamento|"
        r"meu)\b(?=.{0,60}\b(?:ficou|olhando|trabalho))",
        gentle=True,
        veto=PAST + r"|\b(?:eu|quero|vontade)\W{1,3}(?:\w{1,6}\W{1,3})?(?:fico|fiquei|ficar)\W{1,3}"
        r"olhando",
        needs=r"\b(?:ele|ela|dele|dela|ex|alguem|perfil)\b",
        keys="carro|mota|moto|vi|passa|passou|fica|ficou|comentou|bonita|desliga|consegue|"
        "gravador|dizerem|tras|proposito|luz|contando|sabia|apareceu|chave|perguntar|bilhete|"
        "estacionamento|meu",
    ),
    # --- wider phrasing, second pass: plans, wishes, burdens -------------------------------------
    prule(
        "suicide.pt_plan",
        C.SUICIDE,
        r"\b(?:planejando|planejo|planejei|planeio|planeando|planeei|a\W{1,3}plane(?:ar|jar))"
        r"\W{1,3}(?:\w{1,10}\W{1,3})?(?:me\W{1,3}matar|matar\W{1,2}me|morrer|o\W{1,3}meu\W{1,3}"
        r"suicidio|suicid\w{1,5}|como\W{1,3}(?:morrer|me\W{1,3}matar))\b"
        r"|\b(?:e|seria|sera)\W{1,3}me\W{1,3}matar\b(?!" + IDIOM_DE + r")"
        r"|\b(?:vou|quero|queria|vontade\W{1,3}de|(?:to|tou|estou)\W{1,3}a)\W{1,3}(?:beber|tomar|engolir)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:lixivia|veneno|agua\W{1,3}sanitaria|soda\W{1,3}caustica|"
        r"chumbinho|raticida|desinfetante)\b"
        r"|\b(?:viro|virar|jogo|jogar|bato|bater|meto|meter|enfio|enfiar|atiro|atirar|lanco|lancar)"
        r"\W{1,3}(?:com\W{1,3})?(?:o|a)\W{1,3}(?:carro|camiao|caminhao|carreta|moto|mota|"
        r"autocarro|onibus|camion)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:contra|num|numa|no|na|de"
        r"\W{1,3}frente\W{1,3}(?:com|a|ao|para))\W{1,3}(?:um\W{1,3}|uma\W{1,3}|o\W{1,3}|a\W{1,3})?"
        r"(?:pilar|poste|muro|arvore|parede|camiao|caminhao|carreta|ribanceira|precipicio|"
        r"penhasco|barranco|viaduto|rail)\b",
        veto=PAST + "|" + LAUGH + r"|\bquase\b|\bsem\W{1,3}querer|\bacidente\b",
        keys="planejando|planejo|planejei|planeio|planeando|planeei|planear|planejar|matar|"
        "beber|tomar|engolir|viro|virar|jogo|jogar|bato|bater|meto|meter|enfio|enfiar|atiro|"
        "atirar|lanco|lancar",
    ),
    prule(
        "suicide.pt_wish",
        C.SUICIDE,
        r"\b(?:peco|pedi|pedindo|rezo|rezando|a\W{1,3}pedir)\W{1,3}(?:a\W{1,3})?deus\W{1,3}"
        r"(?:pra\W{1,3}|para\W{1,3})?(?:que\W{1,3})?me\W{1,3}(?:leve|levar|levasse|buscar|busque|"
        r"chame|chamar|receba)\b(?!\W{1,3}(?:pra|para|ao|ate|de\W{1,3}volta)\b(?!\W{1,3}(?:o\W{1,3})?"
        r"(?:ceu|junto|perto|sempre)))|\b(?:deus|nossa\W{1,3}senhora|jesus|o\W{1,3}senhor)\W{1,3}"
        r"(?:que\W{1,3})?me\W{1,3}(?:leve|receba|busque|levasse|chame)\b(?!\W{1,3}(?:pra|para|ao|ate|"
        r"de\W{1,3}volta)\b(?!\W{1,3}(?:o\W{1,3})?(?:ceu|junto|perto|sempre)))"
        r"|\bminha\W{1,3}missao\W{1,3}(?:aqui\W{1,3}|nesta\W{1,3}vida\W{1,3}|na\W{1,3}terra"
        r"\W{1,3})?(?:acabou|terminou|chegou\W{1,3}ao\W{1,3}fim)\b(?!.{0,60}\b(?:projeto|trabalho|"
        r"emprego|empresa|equipe|cliente|turno|curso|obra))"
        r"|\b(?:qual|que)\W{1,3}(?:e\W{1,3})?o\W{1,3}sentido\W{1,3}de\W{1,3}(?:continuar|viver|"
        r"existir|acordar|estar\W{1,3}(?:aqui|viv[oa]))\b(?!\W{1,3}(?:nesse|neste|nessa|nesta|no|na|"
        r"com|a|o|estudando|trabalhando|tentando|insistindo|aqui\W{1,3}n)\b)"
        r"|\bse\W{1,3}eu\W{1,3}nao\W{1,3}estiver\W{1,3}(?:mais\W{1,3})?(?:ca|aqui)\b"
        r"|\b(?:ficav\w{1,3}|ficari\w{1,3}|estari\w{1,3}|viveri\w{1,3})\W{1,3}(?:muito\W{1,3})?"
        r"melhor(?:es)?\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:do\W{1,3}que\W{1,3}comigo|sem\W{1,3}"
        r"mim)\b"
        r"|\b(?:so|apenas)\W{1,3}(?:atrapalho|estorvo|incomodo)\b(?!\W{1,3}(?:na|no|nas|nos|em|"
        r"quando|com)\b)|\bsou\W{1,3}(?:\w{1,6}\W{1,3})?"
        r"(?:um|uma)\W{1,3}(?:estorvo|fardo)\b|\bnao\W{1,3}vou\W{1,3}(?:mais\W{1,3})?(?:atrapalhar|"
        r"incomodar)\W{1,3}(?:mais\W{1,3})?ninguem"
        r"|\bninguem\W{1,3}(?:liga|ligaria|ia\W{1,3}ligar|se\W{1,3}importa\w{0,3}|ia\W{1,3}notar|"
        r"vai\W{1,3}(?:notar|ligar|perceber)|(?:ia|vai|iria)\W{1,3}sentir\W{1,3}(?:a\W{1,3})?"
        r"(?:minha\W{1,3})?falta|sentiria\W{1,3}(?:a\W{1,3})?(?:minha\W{1,3})?falta)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?se\W{1,3}eu\W{1,3}(?:desaparecer|desaparecesse|sumir|sumisse|morrer|"
        r"morresse|for\W{1,3}embora|fosse\W{1,3}embora|partir|partisse|nao\W{1,3}acordar|me\W{1,3}"
        r"matar|me\W{1,3}matasse)"
        r"|\bnao\W{1,3}me\W{1,3}procurem\b|\bnao\W{1,3}quero\W{1,3}(?:mais\W{1,3})?(?:estar|ficar)"
        r"\W{1,3}(?:mais\W{1,3})?aqui\b(?=\W{0,3}(?:$|[.!;]))|\bhoje\W{1,3}(?:e|sera)\W{1,3}o\W{1,3}(?:meu\W{1,3}|seu"
        r"\W{1,3})?ultimo\W{1,3}dia\b(?!\W{1,3}(?:dele\W{1,3}|dela\W{1,3}|meu\W{1,3})?(?:de|do|da|"
        r"dos|das|no|na|nos|nas|em|util|aqui\W{1,3}n|pra|para)\b)"
        r"|\b(?:voces|vcs|vao|todos|todo\W{1,3}mundo)\W{1,3}(?:\w{1,8}\W{1,3})?(?:ficar|estar|"
        r"viver|seguir)\W{1,3}(?:\w{1,6}\W{1,3})?(?:bem|melhor)\W{1,3}sem\W{1,3}mim"
        r"|\b(?:logo|em\W{1,3}breve|amanha|finalmente|ja\W{1,3}ja)\W{1,3}(?:eu\W{1,3})?(?:paro|"
        r"vou\W{1,3}parar|deixo|vou\W{1,3}deixar)\W{1,3}de\W{1,3}(?:sofrer|existir|respirar|"
        r"incomodar)|\bem\W{1,3}breve\W{1,3}(?:isso|isto|tudo)\W{1,3}(?:para|acaba|termina)\b"
        r"|\b(?:quero|queria|so\W{1,3}quero)\W{1,3}que\W{1,3}tudo\W{1,3}(?:apague|acabe|pare|"
        r"parasse|acabasse|apagasse|termine|terminasse)\b(?!.{0,40}\b(?:semana|prova|reuniao|"
        r"trabalho|ferias|obra|mudanca|dia))"
        r"|\b(?:quando|qnd|qdo|se)\W{1,3}eu\W{1,3}(?:faltar|me\W{1,3}for|nao\W{1,3}estiver"
        r"\W{1,3}(?:mais\W{1,3})?(?:aqui|ca))\b|\b(?:pra|para)\W{1,3}quando\W{1,3}eu\W{1,3}"
        r"(?:me\W{1,3})?for\b(?=\W{0,3}(?:$|[.!;,]))"
        r"|\bnao\W{1,3}aguento\W{1,3}mais\W{1,3}(?:acordar|respirar|estar\W{1,3}viv[oa]|ser"
        r"\W{1,3}eu)\b|\b(?:e|ai)\W{1,3}eu\W{1,3}descanso\b(?!\W{1,3}(?:nas?|no|um|uma|de\W{1,3}"
        r"tarde|amanha))|\bdescans(?:ar|arei|o)\W{1,3}(?:de\W{1,3}vez|pra\W{1,3}sempre|para"
        r"\W{1,3}sempre|eternamente)"
        r"|\b(?:sumir|desaparecer|partir|ir\W{1,3}embora)\W{1,3}e\W{1,3}(?:nunca\W{1,3}mais|"
        r"ninguem\W{1,3}(?:mais\W{1,3})?saber|nao\W{1,3}voltar)"
        r"|\b(?:deixou|deixei|escreveu)\W{1,3}(?:um|uma)\W{1,3}(?:bilhete|carta)\W{1,3}"
        r"(?:estranh[oa]|de\W{1,3}despedida)"
        r"|\b(?:sacada|varanda|andar|telhado|ponte|cobertura|janela|parapeito)\b.{0,60}?\bnao"
        r"\W{1,3}tenho\W{1,3}mais\W{1,3}medo\b"
        r"|\bnao\W{1,3}vou\W{1,3}(?:mais\W{1,3})?precisar\W{1,3}(?:mais\W{1,3})?(?:de\W{1,3})?(?:casa|"
        r"quarto|roupas|nada\W{1,3}diss[oa]|nada\W{1,3}dist[oa]|das\W{1,3}minhas\W{1,3}coisas)\b"
        r"|\b(?:dormir|deitar|fechar\W{1,3}os\W{1,3}olhos)\W{1,3}e\W{1,3}(?:morrer|nao\W{1,3}"
        r"acordar\W{1,3}mais|nunca\W{1,3}mais\W{1,3}acordar)\b",
        gentle=True,
        veto=PAST + "|" + LAUGH + r"|\b(?:recebi|assunto|serie|filme|novela|livro|jogo)\b",
        keys="deus|senhora|jesus|senhor|missao|sentido|estiver|ficav|ficari|estari|viveri|"
        "atrapalho|estorvo|incomodo|fardo|atrapalhar|incomodar|ninguem|procurem|mim|sofrer|"
        "existir|respirar|breve|tudo|faltar|for|acordar|ser eu|descanso|descansar|descansarei|"
        "nunca|saber|voltar|bilhete|carta|medo|morrer|precisar|ultimo|aqui",
    ),
    prule(
        "suicide.pt_other_more",
        C.SUICIDE,
        r"\bameac\w{0,6}\W{1,3}(?:de\W{1,3})?(?:tomar|beber|engolir)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:veneno|tudo|chumbinho|lixivia|" + PILLS + r")\b|\bameac\w{0,6}\W{1,3}(?:de\W{1,3})?"
        r"(?:pular|saltar|por\W{1,3}fim\W{1,3}(?:a|na)\W{1,3}(?:propria\W{1,3})?vida|acabar\W{1,3}"
        r"com\W{1,3}a\W{1,3}(?:propria\W{1,3})?vida|tirar\W{1,3}a\W{1,3}(?:propria\W{1,3})?vida|"
        r"cortar\W{1,3}os\W{1,3}pulsos)\b"
        r"|\bou\W{1,3}eu\W{1,3}(?:pulo|salto|me\W{1,3}jogo|me\W{1,3}atiro|me\W{1,3}enforco)\b"
        r"|\bmorrer\W{1,3}de\W{1,3}fome\W{1,3}por\W{1,3}(?:mim|minha\W{1,3}causa|tua\W{1,3}causa|"
        r"sua\W{1,3}causa|ti|voce|vc)\b|\b(?:parar|deixar)\W{1,3}de\W{1,3}comer\W{1,3}(?:\w{1,8}"
        r"\W{1,3}){0,2}?(?:ate\W{1,3}morrer|se\W{1,3}eu)"
        r"|\bescreveu\W{1,3}(?:a\W{1,3}|uma\W{1,3})?carta\b.{0,50}?\b(?:meu\W{1,3}nome|cita|culpa|"
        r"eu\W{1,3}matei|despedida|por\W{1,3}minha\W{1,3}causa)"
        r"|\bprefere\W{1,3}morrer\W{1,3}(?:a|do\W{1,3}que)\W{1,3}(?:me\W{1,3})?(?:ver|perder|"
        r"viver\W{1,3}sem)"
        r"|\b(?:vai|diz\W{1,3}que\W{1,3}vai|disse\W{1,3}que\W{1,3}vai)\W{1,3}morrer\b.{0,60}?"
        r"\b(?:carregar|resto\W{1,3}da\W{1,3}(?:minha\W{1,3})?vida|consciencia)"
        r"|\b(?:vai|vou)\W{1,3}tomar\W{1,3}(?:o\W{1,3}(?:remedio|frasco|vidro)\W{1,3}(?:todo|"
        r"inteiro)|a\W{1,3}(?:cartela|caixa)\W{1,3}(?:toda|inteira)|todos\W{1,3}os\W{1,3}"
        r"(?:remedios|comprimidos)|todas\W{1,3}as\W{1,3}(?:pilulas|cartelas))",
        veto=PAST + "|" + LAUGH,
        keys="ameac|pulo|salto|jogo|atiro|enforco|fome|comer|carta|prefere|morrer|tomar",
    ),
    prule(
        "suicide.pt_retry",
        C.SUICIDE,
        r"\b(?:tentou|tenta|vai\W{1,3}tentar|tentar)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?"
        r"(?:outra\W{1,3}vez|de\W{1,3}novo|por\W{1,3}minha\W{1,3}causa)\b",
        gentle=True,
        veto=PAST + "|" + LAUGH,
        needs=r"\b(?:hospital|internad[oa]|uti|urgencia|pronto\W{1,3}socorro|comprimidos|"
        r"se\W{1,3}matar|overdose)\b",
        keys="tentou|tenta|tentar",
    ),
    # --- wider phrasing, second pass: means and self-harm ----------------------------------------
    prule(
        "means.pt_wider",
        C.MEANS,
        r"\b(?:tomei|engoli|tomou|engoliu|bebi|bebeu)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:os|as|o|a|"
        r"uns|umas|meus|minhas)\W{1,3}(?:\w{1,16}\W{1,3})?(?:" + PILLS + r"|anticoncepciona\w{1,3}|"
        r"antidepressiv\w{1,3}|ansiolitic\w{1,3}|remedio)\b.{0,80}?\b(?:quase\W{1,3}tod[oa]s|"
        r"tod[oa]s\b(?!\W{1,3}[oa]s\W{1,3}(?:dias|noites|manhas|tardes|semanas|meses))|inteir[oa]|muitos|muitas|um\W{1,3}monte|d[oa]\W{1,3}(?:semana|mes)\W{1,3}"
        r"(?:tod[oa]|inteir[oa])|de\W{1,3}uma"
        r"\W{1,3}vez|(?<!dia\W)(?<!noite\W)(?<!tempo\W)(?<!semana\W)(?<!corpo\W)(?<!mes\W)(?<!ano\W)"
        r"tod[oa]\b(?!\W{1,3}(?:dia|santo|mundo|mes|ano|tempo|noite|semana|o|a|os|as)\b))"
        r"|\b(?:tomei|engoli|tomou|engoliu)\W{1,3}(?:os|as)\W{1,3}(?:" + PILLS + r"|remedio|"
        r"anticoncepciona\w{1,3}|antidepressiv\w{1,3})\W{1,3}(?:\w{1,16}\W{1,3}){0,3}?d[oa]\W{1,3}"
        r"(?:meu|minha)\W{1,3}(?:pai|mae|avo|vo|irmao|irma|tio|tia|marido|sogra|sogro)\b"
        r"|\b(?:tomando|a\W{1,3}tomar|tomei|engoli|engolindo)\W{1,3}(?:um|uma)\W{1,3}(?:"
        + PILLS
        + r"|remedio)\W{1,3}atras\W{1,3}d[oa]\W{1,3}outr[oa]"
        r"|\b(?:banquinho|banco|cadeira|escadote|escada)\W{1,3}e\W{1,3}a\W{1,3}corda\b|\bcorda"
        r"\W{1,3}e\W{1,3}(?:o\W{1,3}(?:banquinho|banco|escadote)|a\W{1,3}cadeira)\b"
        r"|\bsozinh[oa]\W{1,3}(?:na|no|em\W{1,3}cima\W{1,3}d[oa])\W{1,3}(?:cobertura|telhado|"
        r"terraco|laje|parapeito|heliponto|beirada|ponte|viaduto)\b|\b(?:to|tou|estou|aqui)\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?no\W{1,3}heliponto\b"
        r"|\bpeguei\W{1,3}(?:a|uma)\W{1,3}(?:faca|lamina|gilete|tesoura|navalha|corda|arma|"
        r"estilete)\b(?=.{0,60}\b(?:tranquei|banheiro|casa\W{1,3}de\W{1,3}banho|quarto|sozinh))",
        veto=PAST + "|" + LAUGH + r"|\b(?:vitaminas?|dor\W{1,3}de\W{1,3}cabeca|receita|bolo|"
        r"cozinha|pao|queijo|carne|legumes|churrasco)\b",
        keys="tomei|engoli|tomou|engoliu|bebi|bebeu|tomando|tomar|engolindo|corda|sozinho|"
        "sozinha|heliponto|peguei",
    ),
    prule(
        "means.pt_signs",
        C.MEANS,
        r"\b(?:juntei|juntando|guardei|guardando|acumulei|estoquei|separei|a\W{1,3}juntar|"
        r"a\W{1,3}guardar)\W{1,3}(?:uns\W{1,3}|umas\W{1,3}|mais\W{1,3}de\W{1,3}|quase\W{1,3})?"
        r"\d{2,3}\b(?!\W{1,3}(?:reais|euros|contos|pontos|seguidores|mil|kg|quilos|dias))"
        r"|\btirei\W{1,3}(?:a|as)\W{1,3}laminas?\b(?!\W{1,3}(?:de\W{1,3})?(?:barbear\W{1,3}"
        r"(?:velha|usada)|do\W{1,3}lixo))"
        r"|\b(?:plataforma|cais|linha)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:mesmo\W{1,3})?na\W{1,3}"
        r"(?:ponta|beira|borda|beirada)\b|\b(?:to|tou|estou|fico|fiquei)\W{1,3}(?:mesmo\W{1,3})?"
        r"na\W{1,3}(?:ponta|beira|borda|beirada)\W{1,3}da\W{1,3}plataforma"
        r"|\b(?:na|da|pela)\W{1,3}(?:ponte|viaduto)\b.{0,40}?\b(?:olhando|a\W{1,3}olhar)\W{1,3}"
        r"(?:pr[oa]\W{1,3}|a\W{1,3}|o\W{1,3}|os\W{1,3})?(?:agua|rio|mar|baixo|trilhos|carros)\b",
        gentle=True,
        veto=PAST + "|" + LAUGH + r"|\b(?:foto|vista|por\W{1,3}do\W{1,3}sol|passeio|turismo|"
        r"ferias|pesca\w{0,4})\b",
        needs=r"\b(?:" + PILLS + r"|remedio|lamina|laminas|x\W?acto|apontador|estilete|gilete|"
        r"plataforma|cais|linha|ponte|viaduto|trem|comboio|metro)\b",
        keys="juntei|juntando|guardei|guardando|acumulei|estoquei|separei|juntar|guardar|"
        "tirei|plataforma|cais|linha|ponte|viaduto",
    ),
    prule(
        "self_harm.pt_wider",
        C.SELF_HARM,
        r"\b(?:fiz|faco|fazendo|fazer)\W{1,3}(?:uns\W{1,3}|umas\W{1,3}|mais\W{1,3}|novos\W{1,3}|"
        r"novas\W{1,3})?(?:cortes|queimaduras|feridas)\W{1,3}(?:com\W{1,3}(?:(?:um|uma|a|o)\W{1,3})?"
        r"\w{1,12}|n[oa]s?\W{1,3}(?:costas|bracos?|pernas?|coxas?|pulsos?|barriga|ombros?|maos?|"
        r"pescoco|tornozelos?|peito|quadril|virilha|pele))\b"
        r"|\b(?:dar|a\W{1,3}dar|dando|dou)\W{1,3}com\W{1,3}a\W{1,3}(?:minha\W{1,3})?cabeca\W{1,3}"
        r"(?:n[oa]|contra)\W{1,3}(?:\w{1,8}\W{1,3})?(?:parede|chao|porta|vidro|espelho|volante|"
        r"armario|azulejo)"
        r"|\b(?:disse|falei|menti|inventei)\W{1,3}(?:\w{1,8}\W{1,3}){0,3}?(?:que\W{1,3})?(?:foi|"
        r"era|eram)\W{1,3}(?:o\W{1,3}gato|a\W{1,3}gata|o\W{1,3}cachorro|um\W{1,3}acidente)\b"
        r"|\bsoquei\W{1,3}(?:o|a)\W{1,3}(?:portao|porta|muro|espelho|vidro|armario|parede)\W{1,3}"
        r"(?:\w{1,8}\W{1,3}){0,3}?(?:vezes|ate|sangr\w{1,4})"
        r"|\barranquei\W{1,3}(?:o|os|meu|meus)\W{1,3}(?:cabelo|cabelos)\W{1,3}(?:em\W{1,3}tufos|"
        r"ate|de\W{1,3}raiva|com\W{1,3}raiva|aos\W{1,3}tufos)",
        veto=PAST + "|" + LAUGH + r"|\b(?:cebola|barba|cozinh\w{1,4}|bolo|receita|papel|tecido|"
        r"orcamento|gastos|despesas|tatuage\w{1,3}|maquiagem|jardim|arvore|planta)\b",
        needs=r"\b(?:cortes|queimaduras|feridas|cabeca|cabelo|cabelos|marcas|braco|bracos|pulso|"
        r"pulsos|perna|pernas|sangue|mao|maos|dedos|portao|porta|muro|espelho|vidro|armario|"
        r"parede)\b",
        keys="fiz|faco|fazendo|fazer|dar|dando|dou|disse|falei|menti|inventei|soquei|arranquei",
    ),
    # --- wider phrasing, second pass: threats ----------------------------------------------------
    prule(
        "threat.pt_if",
        C.THREAT,
        r"\b(?:disse|diz|dizia|dizendo|falou|fala|falando|avisou|avisa|jurou|jura|escreveu|"
        r"escreve|ameacou|ameaca|garantiu|prometeu|promete|grita|gritou|mandou\W{1,3}dizer|"
        r"a\W{1,3}dizer)\W{1,3}(?:ao\W{1,3}meu\W{1,3}\w{1,10}\W{1,3}|a\W{1,3}minha\W{1,3}\w{1,10}"
        r"\W{1,3})?(?:que|q)\W{1,3}se\W{1,3}(?:eu|vc|voce|tu|a\W{1,3}gente)\W{1,3}"
        r"(?:\w{1,14}\W{1,3}){1,8}?(?:(?:ele|ela|vai|vao|ia)\W{1,3}){0,2}(?:me\W{1,3}|te\W{1,3})?"
        r"(?:mata|matar|matava|enterra|enterrar|corta\W{1,3}a\W{1,3}(?:garganta|cara)|"
        r"acaba\W{1,3}comigo|acabar\W{1,3}comigo|esfaqueia|esfaquear|atira|atirar|arrebenta|"
        r"arrebentar|atropela|atropelar|some\W{1,3}comigo|sumir\W{1,3}comigo|"
        r"machuca\w{0,2}\W{1,3}(?:ele|ela|eles|elas|os|as|o|a)|queima\w{0,2}\W{1,3}(?:a\W{1,3})?"
        r"(?:casa|carro)|(?:leva|levar|some\W{1,3}com|sumir\W{1,3}com)\W{1,3}(?:as|os|o|a)\W{1,3}"
        r"(?:crianc|filh|miud|menin|bebe)\w{0,4}(?=.{0,40}\b(?:embora|nunca\W{1,3}mais|longe|fora"
        r"\W{1,3}do\W{1,3}pais|pra\W{1,3}sempre|de\W{1,3}mim|some|desaparece))|(?:\w{1,10}\W{1,3})?(?:ficam|fica|vao\W{1,3}"
        r"ficar)\W{1,3}sem\W{1,3}mae|(?:eu\W{1,3})?nunca\W{1,3}mais\W{1,3}(?:ve|vejo|ves|vai"
        r"\W{1,3}ver)|vem\W{1,3}atras\W{1,3}de\W{1,3}mim)\b(?!" + IDIOM_DE + r")",
        veto=PAST + "|" + LAUGH + r"|\b(?:minha\W{1,3}(?:mae|avo|vo|chefe|professora|sogra|"
        r"patroa|tia)|meu\W{1,3}(?:pai|chefe|patrao|professor|sogro|treinador|avo|vo)|o\W{1,3}"
        r"(?:chefe|patrao|professor|treinador))\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:disse|diz|"
        r"falou|avisou|jurou|grita|gritou)",
        keys="mata|matar|matava|enterra|enterrar|corta|comigo|esfaque|atira|atirar|arrebent|"
        "atropel|machuca|queima|leva|levar|some|sumir|mae|nunca|atras",
    ),
    prule(
        "threat.pt_wider",
        C.THREAT,
        r"\b(?:vai|vao|ia|vou|quer)\W{1,3}(?:matar|atropelar|esfaquear|enterrar|espancar|"
        r"estrangular|enforcar|envenenar|queimar|desfigurar|apanhar|arrebentar|furar)\W{1,2}me\b"
        r"(?!" + IDIOM_DE + r")"
        r"|\bme\W{1,3}quer\W{1,3}(?:ver\W{1,3})?mort[oa]\b"
        r"|\b(?:tem|mandou|manda|pagou|contratou|arranjou)\W{1,3}(?:gente|alguem|uns\W{1,3}"
        r"(?:caras|gajos|amigos)|amigos|capangas|pessoas)\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:pra|"
        r"para|a)\W{1,3}me\W{1,3}(?:apanhar|pegar|matar|bater|vigiar|seguir|encontrar|dar\W{1,3}"
        r"(?:uma\W{1,3})?(?:surra|licao|tareia|sova))\b"
        r"|\baproveita\W{1,3}enquanto\W{1,3}(?:respiras|respira|estas\W{1,3}viv[oa]|esta\W{1,3}"
        r"viv[oa]|ta\W{1,3}viv[oa]|podes\W{1,3}respirar|pode\W{1,3}respirar)"
        r"|\b(?:vai|vao|vem|veem|ir)\W{1,3}atras\W{1,3}de\W{1,3}mim\b(?=.{0,80}\b(?:matar|"
        r"familia|toda|todos|irmaos|amigos|gente|pegar|apanhar))|\b(?:veio|vieram)\W{1,3}dizer"
        r"\W{1,3}que\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:vai|vao)\W{1,3}(?:atras\W{1,3}de\W{1,3}mim|"
        r"me\W{1,3}(?:matar|apanhar|pegar))"
        r"|\bameac\w{0,6}\W{1,3}com\W{1,3}(?:a|uma|um|o)\W{1,3}(?:faca|arma|catana|facao|revolver|"
        r"pistola|machado|martelo|tesoura|navalha|garrafa\W{1,3}partida|espingarda)\b"
        r"|\b(?:levar|trazer|levou|trouxe)\W{1,3}(?:a|uma)\W{1,3}(?:arma|pistola|revolver|faca|"
        r"espingarda)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:pra|para|na|a|ao)\W{1,3}(?:escola|aula|"
        r"faculdade|colegio|liceu)\b"
        r"|\bameac\w{0,6}\W{1,3}(?:de\W{1,3})?(?:atirar|lancar|deitar|empurrar)\W{1,3}(?:\w{1,10}"
        r"\W{1,3}){0,3}?(?:d[ao]\W{1,3}(?:janela|varanda|ponte|escada|predio|terraco|sacada)|"
        r"pela\W{1,3}(?:janela|varanda))"
        r"|\b(?:pegar|levar|tirar)\W{1,3}(?:(?:as|os|o|a)\W{1,3})?(?:(?:meu|minha|meus|minhas)\W{1,3})?"
        + KID
        + r"\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?e\W{1,3}(?:sumir|desaparecer|fugir)\b"
        r"|\bmand(?:a|ar|ou|aria)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?me\W{1,3}(?:matar|matarem|"
        r"bater|baterem|espancar|espancarem|esfaquear|darem\W{1,3}(?:um\W{1,3})?tiro)\b",
        veto=PAST + "|" + LAUGH + r"|\b(?:aeroporto|rodoviaria|boleia|carona|jogo|futebol|"
        r"paintball|airsoft|agua\W{1,3}de\W{1,3}brinquedo|pistola\W{1,3}de\W{1,3}agua)\b"
        r"|\b(?:minha\W{1,3}(?:mae|avo|vo|chefe|sogra|patroa)|meu\W{1,3}(?:chefe|patrao|pai|"
        r"sogro))\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:vai|quer|me)\W{1,3}(?:\w{1,8}\W{1,3})?mat",
        keys="matar|atropelar|esfaquear|enterrar|espancar|estrangular|enforcar|envenenar|"
        "queimar|desfigurar|apanhar|arrebentar|furar|morta|morto|gente|alguem|caras|gajos|"
        "amigos|capangas|pessoas|aproveita|atras|dizer|ameac|levar|trazer|levou|trouxe|sumir|"
        "desaparecer|fugir|matarem|baterem|espancarem|darem",
    ),
    # --- wider phrasing, second pass: stalking ---------------------------------------------------
    prule(
        "stalking.pt_wider",
        C.STALKING,
        r"\b(?:tem|ta\W{1,3}com|esta\W{1,3}com|sabe|ve|acompanha|rastreia|rastreando)\W{1,3}"
        r"(?:a\W{1,3})?minha\W{1,3}localiza\w{1,4}\b(?!.{0,40}\b(?:combin\w{1,5}|seguranca|eu\W{1,3}"
        r"(?:dei|compartilhei|partilhei|mandei)))"
        r"|\b(?:troquei|mudei)\W{1,3}(?:de\W{1,3}|o\W{1,3})?(?:numero|telefone|chip|telemovel|"
        r"celular)\b.{0,60}?\b(?:ja\W{1,3})?(?:ta\W{1,3}ligando|ligando|liga|ligou|descobriu|"
        r"achou|conseguiu|tem\W{1,3}o\W{1,3}novo|sabe\W{1,3}o\W{1,3}novo)\b"
        r"|\bmudei\W{1,3}(?:de\W{1,3})?(?:casa|cidade|endereco|bairro|apartamento|emprego)\b"
        r".{0,60}?\b(?:ele|ela)\W{1,3}(?:ja\W{1,3})?(?:apareceu|descobriu|achou|encontrou|"
        r"(?:tava|estava)\W{1,3}(?:na|no|a|em)\W{1,3}(?:esquina|porta|frente|rua|portao))\b"
        r"|\bfingindo\W{1,3}(?:ser|que\W{1,3}e)\b.{0,60}?\b(?:saber|descobrir|falar\W{1,3}comigo|"
        r"me\W{1,3}encontrar|onde\W{1,3}eu)"
        r"|\bperguntou\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:que\W{1,3}horas|a\W{1,3}que\W{1,3}horas|"
        r"quando|onde)\W{1,3}eu\W{1,3}(?:pego|saio|chego|busco|moro|trabalho|estou|to|vou)\b"
        r"|\bvejo\W{1,3}(?:ele|ela|-o|-a|o\W{1,3}meu\W{1,3}ex)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:em\W{1,3}tod[oa]\W{1,3}(?:lugar|parte|lado)|quando|qnd|sempre\W{1,3}que|toda\W{1,3}"
        r"vez|cada\W{1,3}vez)\b"
        r"|\b(?:vi|vejo|encontrei|dei\W{1,3}com)\W{1,3}(?:ele|ela)\W{1,3}(?:\w{1,10}\W{1,3}){0,6}?"
        r"me\W{1,3}(?:olhando|a\W{1,3}olhar|observando|seguindo|esperando|vigiando|encarando)\b"
        r"|\b(?:vi|vejo|encontrei|dei\W{1,3}com)\W{1,3}(?:ele|ela)\b.{0,60}?\b(?:outra\W{1,3}"
        r"cidade|longe\W{1,3}de\W{1,3}casa|outro\W{1,3}lado\W{1,3}da\W{1,3}cidade|em\W{1,3}tod[oa]"
        r"\W{1,3}(?:lugar|parte))"
        r"|\bliga\w{0,4}\W{1,3}e\W{1,3}(?:fica\w{0,3}\W{1,3}calad[oa]|fica\w{0,3}\W{1,3}em\W{1,3}"
        r"silencio|nao\W{1,3}(?:diz|fala)\W{1,3}nada|deslig\w{1,4})\b"
        r"|\b(?:com|usa|usando|tem|criou|cria)\W{1,3}(?:um\W{1,3}|uma\W{1,3}|uns\W{1,3})?(?:perfil|"
        r"perfis|conta|contas)\W{1,3}(?:fake|falso|falsa|falsos|falsas)\b"
        r"|\b(?:toda\W{1,3}vez|sempre|cada\W{1,3}vez)\W{1,3}(?:que|q)\W{1,3}(?:eu\W{1,3})?(?:saio|"
        r"chego|posto|entro|vou|passo|publico)\b.{0,60}?\b(?:ele|ela)\W{1,3}(?:\w{1,8}\W{1,3})?"
        r"(?:ta|esta|aparece|fica|tava|estava)\b"
        r"|\b(?:ta|esta|fica|anda)"
        r"\W{1,3}sempre\W{1,3}(?:na|no|a|em)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:minha|meu)\W{1,3}"
        r"(?:rua|casa|predio|porta|trabalho|escola|faculdade|portao|janela)\b"
        r"|\bcampainha\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:de\W{1,3}madrugada|a\W{1,3}noite\W{1,3}"
        r"toda|e\W{1,3}(?:a\W{1,3})?fug\w{1,3}|e\W{1,3}sai\W{1,3}correndo)"
        r"|\b(?:pediu|pagou|mandou|paga|manda|pede)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?(?:pra|para|a)"
        r"\W{1,3}me\W{1,3}(?:seguir|vigiar|espiar|observar|fotografar)\b"
        r"|\b(?:passa|passou|fica|ficou|ficava|passava)\W{1,3}horas\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"(?:em\W{1,3}frente|na\W{1,3}frente|perto|a\W{1,3}porta|na\W{1,3}porta|do\W{1,3}lado"
        r"\W{1,3}de\W{1,3}fora|parad[oa])\b"
        r"|\b(?:aparece|apareceu|aparecendo|aparecer)\W{1,3}(?:\w{1,10}\W{1,3}){0,8}?(?:sem\W{1,3}"
        r"avisar|do\W{1,3}nada)\b"
        r"|\bfica\w{0,2}\W{1,3}parad[oa]\W{1,3}(?:\w{1,10}\W{1,3}){0,4}?(?:que\W{1,3}eu|onde"
        r"\W{1,3}eu)\b|\besperando\W{1,3}(?:eu|que\W{1,3}eu)\W{1,3}(?:sair|chegar|passar|saia|"
        r"chegue)\b"
        r"|\b(?:endereco|morada|numero|casa|apartamento)\W{1,3}(?:novo|nova)\b.{0,40}?\bninguem"
        r"\W{1,3}sabe|\b(?:novo|nova)\W{1,3}(?:endereco|morada|numero|casa|apartamento)\b.{0,40}?"
        r"\bninguem\W{1,3}sabe|\bmand\w{1,4}\W{1,3}(?:\w{1,6}\W{1,3})?(?:flores|presentes|cartas|"
        r"bilhetes)\W{1,3}(?:pro|para\W{1,3}o|ao|pra)\W{1,3}meu\W{1,3}(?:novo\W{1,3})?(?:endereco|"
        r"trabalho|apartamento)"
        r"|\bmand(?:ou|a)\W{1,3}(?:um\W{1,3}|uma\W{1,3})?(?:print|foto|fotografia|imagem|video)"
        r"\W{1,3}(?:do|da)\W{1,3}(?:meu|minha)\W{1,3}(?:\w{1,8}\W{1,3})?(?:endereco|morada|casa|"
        r"porta|predio|rua|carro|janela|trabalho|escola|portao)\b"
        r"|\b(?:carro|mota|moto|carrinha|caminhonete|van|jipe|pickup)\W{1,3}dele\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,3}?(?:do\W{1,3}lado\W{1,3}do\W{1,3}meu|atras\W{1,3}d[oa]\W{1,3}"
        r"meu|perto\W{1,3}d[oa]\W{1,3}(?:meu|minha|casa|escola|creche|trabalho)|estacionad[oa]|parad[oa]\W{1,3}(?:na|em|a)"
        r"\W{1,3}frente|com\W{1,3}ele\W{1,3}dentro|na\W{1,3}frente\W{1,3}d[ao])\b"
        r"|\b(?:vi|vejo)\W{1,3}(?:a|o)\W{1,3}(?:carrinha|caminhonete|van|jipe|pickup)\W{1,3}"
        r"dele\b|\bpassa\w{0,2}\W{1,3}de\W{1,3}carro\W{1,3}(?:\w{1,12}\W{1,3}){0,2}?(?:cada|toda"
        r"|sempre)\W{1,3}(?:vez|que)",
        gentle=True,
        veto=PAST + "|" + LAUGH + r"|\b(?:criei|eu\W{1,3}(?:tenho|uso|criei|fiz)|minha\W{1,3}conta"
        r"\W{1,3}fake)\b|\b(?:quero|vontade\W{1,3}de)\W{1,3}(?:\w{1,6}\W{1,3})?stalk",
        needs=r"\b(?:ele|ela|dele|dela|ex|alguem|gajo|amigo|primo|irmao|irma|fingindo|perguntou|"
        r"ninguem|vejo\W{1,2}[oa]|mandou\W{1,3}(?:um|uma)\W{1,3}(?:print|foto))\b",
        keys="localiza|numero|telefone|chip|telemovel|celular|mudei|fingindo|perguntou|vejo|vi|"
        "encontrei|dei|liga|ligam|ligou|perfil|perfis|conta|contas|vez|sempre|campainha|pediu|"
        "pagou|mandou|paga|manda|pede|horas|aparece|apareceu|aparecendo|aparecer|parado|parada|"
        "esperando|novo|nova|flores|presentes|cartas|bilhetes|carro|mota|moto|carrinha|"
        "caminhonete|van|jipe|pickup|passa",
    ),
    # --- wider phrasing, second pass: violence ---------------------------------------------------
    prule(
        "violence.pt_wider",
        C.VIOLENCE,
        r"\b(?:bateu|meteu|enfiou|empurrou|afundou|atirou|jogou|esmagou|esfregou)\W{1,3}(?:com"
        r"\W{1,3})?(?:a\W{1,3})?minha\W{1,3}cabeca\W{1,3}(?:\w{1,8}\W{1,3})?(?:n[oa]s?|contra|"
        r"dentro|debaixo)\b|\b(?:bateu|meteu|enfiou|empurrou|atirou|jogou)\W{1,2}me\W{1,3}a"
        r"\W{1,3}cabeca\W{1,3}(?:contra|n[oa]s?|dentro)\b"
        r"|\b(?:ele|ela|ex|marido|namorado|companheiro|gajo|cara)\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"(?:esmagou|prendeu|entalou|torceu|partiu|quebrou|pisou|queimou|cortou|mordeu|deslocou|"
        r"rachou)\W{1,3}(?:-?me\W{1,3})?(?:(?:os|as|o|a)\W{1,3})?(?:meus|minhas|meu|minha)\W{1,3}"
        r"(?:dedos|mao|maos|braco|bracos|pulso|pe|perna|nariz|costelas?|dente|dentes|labio|"
        r"cabeca|rosto|cara|olho|ombro|queixo|mandibula)\b"
        r"|\b(?:pos|poe|encostou|colocou|botou|apontou|meteu)\W{1,2}(?:me\W{1,3})?(?:a|uma|o|um)"
        r"\W{1,3}(?:faca|arma|pistola|revolver|navalha|facao|canivete|tesoura)\W{1,3}(?:ao|no|na|a|"
        r"contra\W{1,3}o|contra\W{1,3}a)\W{1,3}(?:(?:meu|minha)\W{1,3})?(?:pescoco|garganta|"
        r"cabeca|peito|barriga|cara|rosto|costas|testa)\b|\b(?:me\W{1,3})?apontou\W{1,3}(?:uma|a|"
        r"o)\W{1,3}(?:arma|pistola|revolver|faca|espingarda)\W{1,3}(?:pra|para)\W{1,3}(?:mim|"
        r"minha\W{1,3}cabeca)"
        r"|\b(?:me\W{1,3}deu|deu\W{1,2}me|me\W{1,3}dava)\W{1,3}(?:(?:uns|umas|muitos|muitas|"
        r"varios|varias|dois|tres)\W{1,3})?(?:socos|murros|pontapes|chutes|tapas|bofetadas|estalos|"
        r"chapadas|cabecadas|joelhadas|facadas)\b"
        r"|\b(?:recebi|levei|apanhei)\W{1,3}(?:\w{1,8}\W{1,3})?(?:socos|murros|pontapes|chutes|"
        r"tapas|bofetadas|estalos|chapadas|facadas|pancadas)\b"
        r"|\b(?:jogou|atirou|lancou|avancou\W{1,3}com|veio\W{1,3}com)\W{1,3}o\W{1,3}carro\W{1,3}"
        r"(?:pra|para|em)\W{1,3}(?:cima\W{1,3}de\W{1,3}mim|mim)\b"
        r"|\bme\W{1,3}(?:pegou|arrastou|levantou|puxou)\W{1,3}(?:pelo|pela|pelos)\W{1,3}(?:cabelo|"
        r"cabelos|pescoco|garganta|braco|bracos)\b"
        r"|\b(?:agarrou|apertou|segurou|puxou|pegou|arrastou|levantou)\W{1,2}me\W{1,3}(?:pelo|pela|"
        r"pelos|o|a)\W{1,3}(?:pescoco|garganta|cabelo|cabelos|braco|bracos|pulso|pulsos)\b"
        r"|\b(?:me\W{1,3}(?:atirou|jogou|empurrou|deitou)|(?:atirou|jogou|empurrou|deitou)\W{1,2}me)"
        r"\W{1,3}(?:ao|no|pelo|pela|pelas|contra\W{1,3}(?:o|a))\W{1,3}(?:chao|parede|escadas?|"
        r"janela|porta|armario)\b|\b(?:quebrou|partiu|torceu|esmagou|deslocou|rachou|cortou|"
        r"queimou)\W{1,2}me\W{1,3}(?:o|a|os|as)\W{1,3}(?:dedos|mao|maos|braco|bracos|pulso|pe|perna|nariz|costelas?|dente|dentes|labio|cabeca|rosto|cara|olho|ombro|queixo|mandibula)\b",
        veto=PAST + "|" + LAUGH + r"|\b(?:boxe|luta|treino|muay|jiu|judo|karate|academia|ginasio|"
        r"jogo|futebol|capoeira|sem\W{1,3}querer|acidente|dentista|medico|cirurgia|cabeleireir"
        r"\w{1,2})\b|\bnunca\W{1,3}me\W{1,3}(?:bateu|tocou)|\buma\W{1,3}vez\b.{0,80}?\bhoje\b",
        keys="bateu|meteu|enfiou|empurrou|afundou|atirou|jogou|esmagou|esfregou|prendeu|entalou|"
        "torceu|partiu|quebrou|pisou|queimou|cortou|mordeu|deslocou|rachou|pos|poe|encostou|"
        "colocou|botou|apontou|deu|dava|recebi|levei|apanhei|lancou|avancou|veio|pegou|"
        "arrastou|levantou|puxou|agarrou|apertou|segurou|deitou",
    ),
    # --- wider phrasing, second pass: emergencies now --------------------------------------------
    prule(
        "emergency.pt_wider",
        C.EMERGENCY,
        r"\b(?:bebad|bebed|drogad|alterad|descontrolad)[oa]\W{1,3}e\W{1,3}nao\W{1,3}(?:quer|vai)"
        r"\W{1,3}(?:ir\W{1,3}embora|sair)\b"
        r"|\bacabou\W{1,3}de\W{1,3}(?:abrir\W{1,3}a\W{1,3}(?:porta|janela|portao)|arrombar|invadir|"
        r"entrar\W{1,3}(?:em\W{1,3}casa|aqui|no\W{1,3}meu|na\W{1,3}minha|pela)|pular\W{1,3}o"
        r"\W{1,3}(?:muro|portao)|partir\W{1,3}a|quebrar\W{1,3}a)\b|\bacabou\W{1,3}de\W{1,3}chegar"
        r"\b(?=.{0,60}\b(?:gritando|a\W{1,3}gritar|bebad|bebed|armad|faca|arma|coisa\W{1,3}na"
        r"\W{1,3}mao|medo|socorro))"
        r"|\b(?:correndo|a\W{1,3}correr|vindo|a\W{1,3}vir)\W{1,3}atras\W{1,3}(?:de\W{1,3}mim|do"
        r"\W{1,3}(?:autocarro|onibus|carro|uber|taxi)|da\W{1,3}(?:mota|moto))\b|\b(?:esta|ta)"
        r"\W{1,3}a\W{1,3}correr\W{1,3}atras\b"
        r"|\b(?:mota|moto|carro|carrinha|caminhonete)\W{1,3}dele\W{1,3}(?:\w{1,8}\W{1,3}){0,2}?"
        r"atras\W{1,3}d[oa]\W{1,3}(?:meu|minha)\b"
        r"|\b(?:ta|esta|ja\W{1,3}ta)\W{1,3}(?:a\W{1,3}gritar|gritando|berrando|aos\W{1,3}(?:gritos|"
        r"berros))\W{1,3}(?:na|no|a)\W{1,3}(?:minha\W{1,3}|meu\W{1,3})?(?:porta|janela|portao|rua|"
        r"patamar|corredor|frente|escada|entrada)\b"
        r"|\b(?:grita|gritou|gritando|diz|disse|berra|ameaca)\W{1,3}que\W{1,3}vai\W{1,3}(?:derrubar|"
        r"arrombar|partir|quebrar|deitar\W{1,3}abaixo|rebentar)\b"
        r"|\b(?:ele|ela|ex)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:ta|esta|ja\W{1,3}ta|tá)\W{1,3}"
        r"(?:na\W{1,3}minha\W{1,3}rua|no\W{1,3}meu\W{1,3}(?:bairro|portao|predio)|na\W{1,3}minha"
        r"\W{1,3}(?:porta|escada|garagem))\b"
        r"|\b(?:ta|esta)\W{1,3}(?:tentando|a\W{1,3}tentar)\W{1,3}(?:abrir|entrar|arrombar|forcar)\b"
        r"(?!\W{1,3}(?:o\W{1,3}(?:pote|frasco|app|site|arquivo|link|negocio)|a\W{1,3}(?:lata|"
        r"garrafa|conta|empresa|loja)))"
        r"|\b(?:ta|esta)\W{1,3}(?:quebrando|a\W{1,3}partir|partindo|destruindo|a\W{1,3}destruir)"
        r"\W{1,3}tudo\b"
        r"|\b(?:ouvindo|a\W{1,3}ouvir|ouco|escuto)\W{1,3}(?:um\W{1,3}|uns\W{1,3})?barulhos?\W{1,3}"
        r"(?:\w{1,8}\W{1,3})?(?:no|na|do|da)\W{1,3}(?:portao|porta|janela|quintal|fechadura|"
        r"telhado|garagem)\b",
        veto=PAST + "|" + LAUGH + r"|\b(?:jogo|futebol|corrida|maratona|treino|academia|"
        r"ginasio|filme|serie|novela|sonho|sonhei)\b",
        needs=r"\b(?:ele|ela|ex|eles|marido|namorado|dele|dela|gajo)\b",
        keys="bebado|bebada|bebedo|bebeda|drogado|drogada|alterado|alterada|descontrolad|acabou|"
        "atras|ta|esta|grita|gritou|gritando|diz|disse|berra|ameaca|ouvindo|ouvir|ouco|escuto",
    ),
    # --- wider phrasing, second pass: children ---------------------------------------------------
    prule(
        "child.pt_wider",
        C.CHILD,
        r"\bdeu\W{1,3}(?:uma\W{1,3})?(?:surra|sova|tareia|cintada|chinelada|porrada)\W{1,3}"
        r"(?:de\W{1,3}\w{1,10}\W{1,3})?(?:nel[ae]s?|n[oa]s?)\b"
        r"|\b(?:pai|mae|namorad[oa]|padrasto|madrasta|tio|tia|avo|vo|treinador|professor)\W{1,3}"
        r"(?:\w{1,10}\W{1,3}){0,4}?(?:o|a|os|as|lhe|lhes)\W{1,3}(?:queima|queimou|bate|bateu|"
        r"espanca|espancou|belisca|morde|mordeu|sufoca|chicoteia|amarra|amarrou|(?:tranca|trancou|"
        r"fecha|fechou|fechava|trancava)\W{1,3}(?:n[oa]|fora|dentro)|obriga\w{0,2}\W{1,3}a\W{1,3}"
        r"(?:ver|assistir|tirar|tocar|ficar\W{1,3}pelad|beber|dormir\W{1,3}com|fazer\W{1,3}coisas|"
        r"mostrar))\b"
        r"|\b(?:tranca|trancou|fecha|fechou|fechava|trancava)\W{1,3}(?:ela|ele|elas|eles)\W{1,3}"
        r"(?:n[oa]|fora|dentro)\W{1,3}(?:\w{1,8}\W{1,3})?(?:quarto|varanda|armario|carro|"
        r"banheiro|casa\W{1,3}de\W{1,3}banho|porao|cave|sotao|rua|frio|escuro)\b"
        r"|\b(?:da|deu|dava|dando|oferece|ofereceu)\W{1,3}(?:cerveja|vinho|cachaca|alcool|vodka|"
        r"whisky|bebida|calmantes?|remedio\W{1,3}pra\W{1,3}dormir|xarope|drogas?|maconha|erva)"
        r"\W{1,3}(?:ao|a|pro|pra|pr[oa]s|aos|as)\W{1,3}(?:(?:meu|minha|nosso|nossa|meus|minhas)"
        r"\W{1,3})?" + KID + r"\b"
        r"|\bobriga\w{0,2}\W{1,3}a\W{1,3}(?:ver|assistir)\W{1,3}(?:\w{1,8}\W{1,3})?(?:filmes|"
        r"videos)\W{1,3}(?:porcos|porno\w{0,6}|de\W{1,3}sexo|adultos|nojentos)|\bobriga\w{0,2}"
        r"\W{1,3}a\W{1,3}(?:tirar\W{1,3}a\W{1,3}roupa|ficar\W{1,3}pelad\w{1,2}|tocar\W{1,3}n)"
        r"|\b(?:bate|bateu|batia|espanca|espancou)\W{1,2}lhes?\b"
        r"|\bdeu\W{1,3}(?:um|uma)\W{1,3}(?:tapa|soco|murro|chute|bofetada|estalo|chapada|pontape|"
        r"cintada|chinelada|sapatada)\W{1,3}(?:no|na)\W{1,3}(?:rosto|cara|cabeca|barriga|boca|"
        r"costas|orelha)\W{1,3}d[oa]s?\W{1,3}(?:(?:meu|minha|nosso|nossa|meus|minhas)\W{1,3})?"
        + KID
        + r"\b|\bmarcas?\W{1,3}(?:\w{1,8}\W{1,3})?n[oa]s?\W{1,3}(?:pescoco|rosto|bracos?|pernas|"
        r"costas|bumbum|rabo|cara|barriga|coxas)\b"
        r"|\b" + KID + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,8}?(?:com|cheio\W{1,3}de|cheia\W{1,3}de|tem)"
        r"\W{1,3}(?:o\W{1,3}|a\W{1,3})?(?:queimaduras?|hematomas?|nodoas\W{1,3}negras|roxos|"
        r"\w{1,8}\W{1,3}(?:roxo|roxa|inchad[oa]|partid[oa]|quebrad[oa]))\b"
        r"|\b(?:tio|tia|avo|vo|primo|vizinho|treinador|professor|catequista|pastor|padre|padrasto)"
        r"\W{1,3}(?:\w{1,10}\W{1,3}){0,5}?(?:bate|bateu|batia|toca|tocou|tocava|abusa|abusou|mexe|"
        r"mexeu|mexia)\W{1,3}(?:nel[ae]s?|n[ao]s?\W{1,3}(?:partes|parte\W{1,3}intima|peito|"
        r"bumbum|pipi|pepeca))\b"
        r"|\bdeix(?:ou|a|ava)\W{1,3}(?:ele|ela|eles|elas)\W{1,3}(?:\w{1,10}\W{1,3}){0,3}?"
        r"sozinh[oa]s?\W{1,3}(?:em\W{1,3}casa|no\W{1,3}carro|na\W{1,3}rua|a\W{1,3}noite)"
        r"|\b(?:levou|pegou|tirou)\W{1,3}(?:o|a|os|as)\W{1,3}" + KID + r"\W{1,3}(?:\w{1,12}"
        r"\W{1,3}){0,8}?(?:nao\W{1,3}(?:atende|responde|devolve|quer\W{1,3}devolver)|desligou"
        r"\W{1,3}o\W{1,3}(?:telefone|celular|telemovel))\b|\bnao\W{1,3}devolveu\W{1,3}(?:o|a|os|"
        r"as)\W{1,3}(?:(?:meu|minha|meus|minhas)\W{1,3})?" + KID + r"\b|\b(?:ta|esta|fic\w{1,3})"
        r"\W{1,3}com\W{1,3}(?:(?:a|o|os|as)\W{1,3})?(?:(?:meu|minha|meus|minhas|nosso|nossa)"
        r"\W{1,3})?" + KID + r"\W{1,3}(?:\w{1,12}\W{1,3}){0,5}?(?:e\W{1,3})?nao\W{1,3}(?:quer"
        r"\W{1,3}|vai\W{1,3})?(?:devolver|devolve|trazer|traz|atende)\b"
        r"|\bameac\w{0,6}\W{1,3}(?:sair|fugir|ir\W{1,3}embora|sumir|desaparecer)\W{1,3}com\W{1,3}"
        r"(?:ele|ela|eles|elas|o\W{1,3}bebe|a\W{1,3}bebe|as\W{1,3}crianc\w{1,3}|os\W{1,3}"
        r"(?:miudos|meninos|filhos))\b",
        veto=PAST + "|" + LAUGH + r"|\b(?:fifa|jogo|videogame|futebol|bola|skate|bicicleta|"
        r"praia|sol|vacina|injecao|queda|caiu|tombo|escorregou|brincadeira\W{1,3}de)\b|\bdeixei\W{1,3}(?:os|as)"
        r"\W{1,3}miudos",
        needs=r"\b(?:filh[oa]s?|crianc\w{1,3}|bebe|bebes|menin[oa]s?|miud[oa]s?|entead[oa]s?|"
        r"sobrinh[oa]s?|net[oa]s?|\d{1,2}\W{1,3}anos|com\W{1,3}\d{1,2}\b|pequen[oa]s?|padrasto|"
        r"madrasta|(?:pai|mae)\W{1,3}(?:dele|dela|deles|delas))\b",
        keys="deu|pai|mae|namorado|namorada|padrasto|madrasta|tio|tia|avo|vo|treinador|professor|"
        "tranca|trancou|fecha|fechou|fechava|trancava|da|dava|dando|oferece|ofereceu|obriga|"
        "bate|bateu|batia|espanca|espancou|marca|marcas|" + KID_KEYS + "|deixou|deixa|deixava|"
        "levou|pegou|tirou|devolveu|ta|esta|fic|ameac|primo|vizinho|catequista|pastor|padre",
    ),
    prule(
        "child.pt_signs_more",
        C.CHILD,
        r"\bescond(?:endo|eu|e)\W{1,3}(?:a|o|os|as)\W{1,3}(?:minha|meu|meus|minhas)\W{1,3}"
        + KID
        + r"\b|\bse\W{1,3}(?:ele|ela|eles|elas)\W{1,3}(?:contar|contasse|disser|falar)\b.{0,40}?"
        r"\b(?:mata|matar|bate|bater|machuca|machucar|morre)\b"
        r"|\bou[cç]o\W{1,3}(?:os\W{1,3}|as\W{1,3})?(?:tapas|pancadas|socos|surras|chineladas|"
        r"cintadas)\b"
        r"|\b(?:tio|tia|padrasto|vizinho|treinador|professor|primo|avo|homem|adulto|pai|namorado"
        r"\W{1,3}da\W{1,3}mae)\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:pediu|pede|pedindo|mandou\W{1,3}"
        r"guardar|disse\W{1,3}que\W{1,3}e)\W{1,3}(?:pra\W{1,3}(?:guardar|manter)\W{1,3})?(?:um\W{1,3}|"
        r"o\W{1,3}nosso\W{1,3})?segredo\b"
        r"|\b(?:homem|adulto|velho|cara|gajo)\W{1,3}(?:\w{1,12}\W{1,3}){0,10}?(?:pediu|pedindo|"
        r"pede|a\W{1,3}pedir)\W{1,3}(?:fotos|nudes|pra\W{1,3}(?:se\W{1,3})?encontrar|para\W{1,3}"
        r"(?:se\W{1,3})?encontrar)|\badulto\W{1,3}(?:\w{1,10}\W{1,3}){0,2}?(?:a\W{1,3}ameac|"
        r"ameacando)",
        gentle=True,
        veto=PAST + "|" + LAUGH,
        needs=r"\b(?:filh[oa]s?|crianc\w{1,3}|bebe|bebes|menin[oa]s?|miud[oa]s?|entead[oa]s?|"
        r"sobrinh[oa]s?|net[oa]s?|irma|irmao|\d{1,2}\W{1,3}anos|de\W{1,3}1[0-7]\b|pequen[oa]s?)\b",
        keys="escond|contar|contasse|disser|falar|ouco|homem|adulto|velho|cara|gajo|segredo",
    ),
)
