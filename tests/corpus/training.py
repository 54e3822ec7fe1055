"""Training-only helpers shared by scripts/train_screen.py and scripts/train_intents.py
(scikit-learn and scipy are development dependencies; the bot never imports this)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt
import scipy.sparse as sp

from bot.textclass import FeatureSpec, features


def matrix(texts: Sequence[str], spec: FeatureSpec) -> Any:
    """The same feature vectors the runtime computes, as a CSR matrix for scikit-learn."""
    indptr = [0]
    indices: list[npt.NDArray[np.int64]] = []
    values: list[npt.NDArray[np.float32]] = []
    for text in texts:
        slots = features(text, spec)
        indices.append(slots)
        scale = np.float32(1.0 / np.sqrt(len(slots))) if len(slots) else np.float32(0)
        values.append(np.full(len(slots), scale, dtype=np.float32))
        indptr.append(indptr[-1] + len(slots))
    x = sp.csr_matrix(
        (np.concatenate(values), np.concatenate(indices), np.array(indptr)),
        shape=(len(texts), spec.buckets),
        dtype=np.float32,
    )
    x.sum_duplicates()
    return x
